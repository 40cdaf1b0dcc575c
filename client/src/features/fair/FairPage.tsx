import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from '../../app/routing/router';
import { LLink, useLang } from '../../app/routing/lang';
import { lazyScreen } from '../../app/routing/lazy';
import { ScreenBoundary } from '../../app/routing/ScreenBoundary';
import { NumberInput } from '../../app/ui/NumberInput';
import { Button } from '../../app/ui/Button';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { formatMoney } from '../../i18n/money';
import { ItemArt } from '../../entities/item/ItemArt';
import type { FairPageQuery, VerifyRollInput } from '../../__generated__/FairPageQuery.graphql';
import type { FairPageSeedQuery } from '../../__generated__/FairPageSeedQuery.graphql';
import { useToken } from '../../app/auth/useToken';
import { computeRoll, sha256Hex } from '../play/roll';
import { useItemName } from '../../i18n/labels';
import { loadBattleVerifier } from '../battles';
import { OfflineVerifiers } from './OfflineVerifiers';
import './fair.css';

const query = graphql`
  query FairPageQuery($input: VerifyRollInput!) {
    verifyRoll(input: $input) {
      roll
      serverSeedHash
      ticket
      totalWeight
      upgradeTicket
      item {
        id
        marketHashName
        rarity
        image
        price
      }
    }
  }
`;

// A link made at play time names its seed by hash (its server seed was still
// secret): the player's own seed, once revealed, fills the form by itself.
const seedQuery = graphql`
  query FairPageSeedQuery($hash: String!) {
    seedByHash(serverSeedHash: $hash) {
      serverSeedHash
      serverSeed
    }
  }
`;

type SeedState = 'revealed' | 'active' | null;

/** Finds the server seed a link's hash names (the viewer's seed), revealed or not yet. */
function useSeedOfLink(hash: string | null, have: boolean, fill: (serverSeed: string) => void): SeedState {
  const env = useRelayEnvironment();
  const token = useToken();
  const [state, setState] = useState<SeedState>(null);
  useEffect(() => {
    if (have || !hash || !token) return;
    let live = true;
    fetchQuery<FairPageSeedQuery>(env, seedQuery, { hash }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((d) => {
        if (!live || !d) return;
        if (d.seedByHash.serverSeed) fill(d.seedByHash.serverSeed);
        setState(d.seedByHash.serverSeed ? 'revealed' : 'active');
      })
      // Not the viewer's seed: the form stays as the link left it.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [env, hash, token]);
  return state;
}

/** Recomputes roll and hash locally; null while working or where WebCrypto is missing. */
function useLocalCheck(input: VerifyRollInput, roll: number, hash: string): boolean | null {
  const [ok, setOk] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([computeRoll(input.serverSeed, input.clientSeed, input.nonce, input.cursor ?? 0), sha256Hex(input.serverSeed)])
      .then(([r, h]) => live && r !== null && setOk(r === roll && h === hash))
      .catch(() => live && setOk(null));
    return () => {
      live = false;
    };
  }, [input, roll, hash]);
  return ok;
}

function Result({ input }: { input: VerifyRollInput }) {
  const lang = useLang();
  const itemName = useItemName();
  const { verifyRoll: r } = useLazyLoadQuery<FairPageQuery>(query, { input }, { fetchPolicy: 'network-only' });
  const localOk = useLocalCheck(input, r.roll, r.serverSeedHash);
  return (
    <div className="verify-result" data-testid="verify-result">
      <dl className="kv">
        <dt><FormattedMessage id="fair.roll" /></dt>
        <dd className="mono" data-testid="verify-roll">{r.roll.toFixed(12)}</dd>
        <dt><FormattedMessage id="fair.ticket" /></dt>
        <dd className="mono">
          {r.ticket !== null && r.ticket !== undefined ? <FormattedMessage id="fair.ticketOf" values={{ ticket: r.ticket, total: r.totalWeight ?? 0 }} /> : '—'}
        </dd>
        <dt><FormattedMessage id="fair.upgradeTicket" /></dt>
        <dd className="mono" data-testid="verify-upgrade-ticket">
          <FormattedMessage id="fair.ticketOf" values={{ ticket: r.upgradeTicket, total: 1_000_000 }} />
        </dd>
        <dt><FormattedMessage id="fair.serverSeedHash" /></dt>
        <dd className="mono break">{r.serverSeedHash}</dd>
        {input.roll && (
          <>
            <dt><FormattedMessage id="fair.shape" /></dt>
            <dd className="mono" data-testid="verify-shape">
              {input.roll}
            </dd>
          </>
        )}
      </dl>
      {r.item ? (
        <div className={`verify-item rarity--${r.item.rarity}`} data-testid="verify-item">
          <ItemArt name={r.item.marketHashName} rarity={r.item.rarity} image={r.item.image} />
          <div>
            <strong>{itemName(r.item.marketHashName)}</strong>
            <div className="muted">{formatMoney(r.item.price, lang)}</div>
          </div>
        </div>
      ) : (
        <p className="muted">
          <FormattedMessage id="fair.noCase" />
        </p>
      )}
      {localOk !== null && (
        <p className={`local-check ${localOk ? 'is-ok' : 'is-bad'}`} data-testid="local-check">
          <FormattedMessage id={localOk ? 'fair.localOk' : 'fair.localBad'} />
        </p>
      )}
      {r.ticket !== null && r.ticket !== undefined && (
        <p className="muted small">
          <FormattedNumber value={r.roll} maximumFractionDigits={6} /> × {r.totalWeight} → {r.ticket}
        </p>
      )}
    </div>
  );
}

// A case battle is recomputed by its own section (features/battles), which
// loads with the battle screens' chunk and messages when asked for
// (`/fair?battle=ID`, the link of a finished battle).
const BattleVerifier = lazyScreen<object>('battle verifier', loadBattleVerifier, ['battles', 'api']);

/** Public verifier: anyone can recompute a past roll (or a case battle) from the revealed seed. */
export default function FairPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const battle = params.has('battle');
  useDocumentTitle(intl.formatMessage({ id: 'fair.pageTitle' }));
  return (
    <div className="page fair-page" data-testid="fair-page">
      <h1 className="page__title">
        <FormattedMessage id="fair.pageTitle" />
      </h1>
      <nav className="fair-tabs" aria-label={intl.formatMessage({ id: 'fair.pageTitle' })}>
        <LLink to="/fair" className={`fair-tabs__tab ${battle ? '' : 'is-active'}`} aria-current={battle ? undefined : 'page'} data-testid="fair-tab-roll">
          <FormattedMessage id="fair.tab.roll" />
        </LLink>
        <LLink to="/fair?battle=" className={`fair-tabs__tab ${battle ? 'is-active' : ''}`} aria-current={battle ? 'page' : undefined} data-testid="fair-tab-battle">
          <FormattedMessage id="fair.tab.battle" />
        </LLink>
      </nav>
      {battle ? (
        <ScreenBoundary>
          <Suspense fallback={<PageSpinner />}>
            <BattleVerifier />
          </Suspense>
        </ScreenBoundary>
      ) : (
        <RollVerifier />
      )}
      <OfflineVerifiers />
    </div>
  );
}

function RollVerifier() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const [serverSeed, setServerSeed] = useState(params.get('serverSeed') ?? '');
  const [clientSeed, setClientSeed] = useState(params.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(params.get('nonce') ?? '0');
  const [cursor, setCursor] = useState(params.get('cursor') ?? '0');
  const [caseAlias, setCaseAlias] = useState(params.get('case') ?? '');
  // How the case's family reshaped its table for the roll (a drop's roll: range:MIN-MAX, gacha:pity, dota:MISSES, daily:TIER).
  const [shape, setShape] = useState(params.get('roll') ?? '');
  // A drop's link carries the case contents revision it was rolled on, so a
  // later catalogue change does not change what an old roll maps to.
  const revision = Number(params.get('revision') ?? '') || null;
  const [input, setInput] = useState<VerifyRollInput | null>(null);
  const seedState = useSeedOfLink(params.get('hash'), serverSeed !== '', setServerSeed);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A warehouse draw's roll names its pool (warehouse:BULLETS:REVISION), not a case.
    const warehouse = shape.trim().startsWith('warehouse:') ? shape.trim().slice('warehouse:'.length) : null;
    // A piñata draw's roll names its event and revision (pinata:EVENT:REVISION).
    const pinata = shape.trim().startsWith('pinata:') ? shape.trim().slice('pinata:'.length) : null;
    const ofCase = !warehouse && !pinata;
    setInput({
      serverSeed: serverSeed.trim(),
      clientSeed: clientSeed.trim(),
      nonce: Number(nonce || 0),
      cursor: Number(cursor || 0),
      caseAlias: ofCase ? caseAlias.trim() || null : null,
      caseRevision: caseAlias.trim() && ofCase ? revision : null,
      roll: caseAlias.trim() && ofCase ? shape.trim() || null : null,
      warehouse,
      pinata,
    });
  };

  return (
    <>
      <p className="muted">
        <FormattedMessage id="fair.howItWorks" values={{ code: (c) => <code>{c}</code> }} />
      </p>
      {seedState && (
        <p className={seedState === 'revealed' ? 'notice notice--success' : 'notice notice--warning'} data-testid="verify-seed-state" data-state={seedState}>
          <FormattedMessage id={seedState === 'revealed' ? 'fair.seedRevealed' : 'fair.seedActive'} />
        </p>
      )}
      <form className="fair-form" onSubmit={submit}>
        <label>
          <span><FormattedMessage id="fair.serverSeed" /></span>
          <input className="field__input mono" value={serverSeed} onChange={(e) => setServerSeed(e.target.value)} required data-testid="verify-server-seed" />
        </label>
        <label>
          <span><FormattedMessage id="fair.clientSeed" /></span>
          <input className="field__input mono" value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} required data-testid="verify-client-seed" />
        </label>
        <label>
          <span><FormattedMessage id="fair.nonce" /></span>
          <NumberInput integer value={nonce} onChange={setNonce} data-testid="verify-nonce" />
        </label>
        <label>
          <span><FormattedMessage id="fair.cursor" /></span>
          <NumberInput integer value={cursor} onChange={setCursor} />
        </label>
        <label>
          <span><FormattedMessage id="fair.case" /></span>
          <input className="field__input" value={caseAlias} onChange={(e) => setCaseAlias(e.target.value)} placeholder={intl.formatMessage({ id: 'fair.casePlaceholder' })} />
        </label>
        <label>
          <span><FormattedMessage id="fair.shape" /></span>
          <input
            className="field__input mono"
            value={shape}
            onChange={(e) => setShape(e.target.value)}
            placeholder={intl.formatMessage({ id: 'fair.shapePlaceholder' })}
            data-testid="verify-shape-input"
          />
          <small className="muted">
            <FormattedMessage id="fair.shapeHint" />
          </small>
        </label>
        <Button size="large" type="submit" data-testid="verify-submit">
          <FormattedMessage id="fair.verify" />
        </Button>
      </form>
      {input && (
        <ScreenBoundary key={JSON.stringify(input)}>
          <Suspense fallback={<PageSpinner />}>
            <Result input={input} />
          </Suspense>
        </ScreenBoundary>
      )}
    </>
  );
}
