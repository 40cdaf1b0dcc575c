import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { formatWhen } from '../../i18n/dates';
import { verifierLink } from '../play/FairPanel';
import './seeds.css';
import type { SeedHistoryQuery } from '../../__generated__/SeedHistoryQuery.graphql';
import type { SeedHistoryPlaysQuery, SeedHistoryPlaysQuery$data } from '../../__generated__/SeedHistoryPlaysQuery.graphql';

// The owner's revealed seeds (profile): each seed's hash, server seed,
// client seed, the rolls made with it and its period; opening one lists its
// plays, each with a link that the verifier finishes by itself.

const query = graphql`
  query SeedHistoryQuery {
    revealedSeeds(first: 20) {
      serverSeed
      serverSeedHash
      clientSeed
      nonce
      createdAt
      revealedAt
    }
  }
`;

const playsQuery = graphql`
  query SeedHistoryPlaysQuery($hash: String!) {
    seedPlays(serverSeedHash: $hash) {
      game
      nonce
      cursor
      roll
      caseAlias
      caseRevision
      itemName
    }
  }
`;

type Play = SeedHistoryPlaysQuery$data['seedPlays'][number];

// The games a seed rolls for, by the server's name.
const GAME = {
  case: 'fair.seeds.game.case',
  warehouse: 'fair.seeds.game.warehouse',
  upgrade: 'fair.seeds.game.upgrade',
  contract: 'fair.seeds.game.contract',
} as const;
const gameLabel = (g: string) => GAME[g as keyof typeof GAME] ?? GAME.case;

/** The verifier's address for a play under a revealed seed. */
export function playLink(seed: { serverSeed: string; clientSeed: string }, p: Play): string {
  const base = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: p.nonce };
  if (p.game === 'warehouse') {
    const q = new URLSearchParams({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: String(p.nonce), roll: p.roll });
    return `/fair?${q}`;
  }
  if (p.game === 'case' && p.caseAlias) return verifierLink(base, p.caseAlias, p.caseRevision ?? undefined, p.roll || undefined);
  return verifierLink(base);
}

function Plays({ seed }: { seed: { serverSeed: string; serverSeedHash: string; clientSeed: string } }) {
  const data = useLazyLoadQuery<SeedHistoryPlaysQuery>(playsQuery, { hash: seed.serverSeedHash });
  if (!data.seedPlays.length) {
    return (
      <p className="muted">
        <FormattedMessage id="fair.seeds.noPlays" />
      </p>
    );
  }
  return (
    <ul className="seed-plays" data-testid="seed-plays">
      {data.seedPlays.map((p) => (
        <li key={`${p.game}-${p.nonce}-${p.cursor}`}>
          <span className="mono">#{p.nonce}</span> <FormattedMessage id={gameLabel(p.game)} />
          {p.itemName && <span className="muted"> · {p.itemName}</span>}{' '}
          <LLink to={playLink(seed, p)} className="link" data-testid="seed-play-verify">
            <FormattedMessage id="fair.seeds.verify" />
          </LLink>
        </li>
      ))}
    </ul>
  );
}

export default function SeedHistory() {
  const lang = useLang();
  const data = useLazyLoadQuery<SeedHistoryQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const [open, setOpen] = useState<string | null>(null);
  // The build leaves react-intl's date formatting out (i18n/dates.ts).
  const when = (iso: string) => formatWhen(iso, lang, true);
  return (
    <section className="seed-history" data-testid="seed-history">
      <h2>
        <FormattedMessage id="fair.seeds.title" />
      </h2>
      {!data.revealedSeeds.length ? (
        <p className="muted">
          <FormattedMessage id="fair.seeds.empty" />
        </p>
      ) : (
        data.revealedSeeds.map((s) => (
          <article key={s.serverSeedHash} className="seed-history__seed" data-testid="seed-history-seed">
            <dl className="seed-history__facts">
              <dt>
                <FormattedMessage id="fair.seeds.hash" />
              </dt>
              <dd className="mono">{s.serverSeedHash}</dd>
              <dt>
                <FormattedMessage id="fair.seeds.serverSeed" />
              </dt>
              <dd className="mono">{s.serverSeed}</dd>
              <dt>
                <FormattedMessage id="fair.seeds.clientSeed" />
              </dt>
              <dd className="mono">{s.clientSeed}</dd>
              <dt>
                <FormattedMessage id="fair.seeds.period" />
              </dt>
              <dd>
                {when(s.createdAt)} – {s.revealedAt ? when(s.revealedAt) : ''} · <FormattedMessage id="fair.seeds.rolls" values={{ count: s.nonce }} />
              </dd>
            </dl>
            <button type="button" className="link" aria-expanded={open === s.serverSeedHash} onClick={() => setOpen(open === s.serverSeedHash ? null : s.serverSeedHash)} data-testid="seed-history-toggle">
              <FormattedMessage id={open === s.serverSeedHash ? 'fair.seeds.hidePlays' : 'fair.seeds.showPlays'} />
            </button>
            {open === s.serverSeedHash && (
              <Suspense fallback={null}>
                <Plays seed={s} />
              </Suspense>
            )}
          </article>
        ))
      )}
    </section>
  );
}
