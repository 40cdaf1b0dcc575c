import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from '../../app/routing/router';
import { useLang } from '../../app/routing/lang';
import { ScreenBoundary } from '../../app/routing/ScreenBoundary';
import { Button } from '../../app/ui/Button';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { ItemArt } from '../../entities/item/ItemArt';
import { formatMoney } from '../../i18n/money';
import { useItemName } from '../../i18n/labels';
import { computeRoll, sha256Hex } from '../play/roll';
import type { BattleVerifierQuery, BattleVerifierQuery$data } from '../../__generated__/BattleVerifierQuery.graphql';
import './battles.css';

// The battle verifier, a section of /fair (`/fair?battle=ID&key=`; GET
// /fair/battle, verifyBattle over GraphQL): the server
// recomputes a finished battle from its revealed seed, and the browser
// checks the same again: the seed against the battle's hash, the client
// seeds against theirs, and every roll's HMAC.

const query = graphql`
  query BattleVerifierQuery($id: ID!, $serverSeed: String, $privateKey: String) {
    verifyBattle(id: $id, serverSeed: $serverSeed, privateKey: $privateKey) {
      battleId
      serverSeed
      serverSeedHash
      battleHash
      hashMatches
      clientSeeds
      clientSeedsHash
      clientSeedsMatch
      rounds {
        round
        caseRevision
        totalWeight
        case {
          id
          alias
          name
        }
        rolls {
          seat
          bits52
          roll
          ticket
          matches
          item {
            id
            marketHashName
            rarity
            image
            price
          }
        }
      }
      seatTotals
      winnerSeats
      tied
      tieTicket
      winnersMatch
      ok
    }
  }
`;

type Verification = BattleVerifierQuery$data['verifyBattle'];

/** The message of a battle's roll: the client seeds' hash and the battle id stand for the client seed, the round for the nonce, the seat for the cursor. */
export const battleRollSeed = (clientSeedsHash: string, battleId: string) => `${clientSeedsHash}:${battleId}`;

/** Recomputes the hashes and every roll in the browser; null while working or without WebCrypto. */
export async function checkLocally(v: Verification): Promise<boolean | null> {
  const [seedHash, seedsHash] = await Promise.all([sha256Hex(v.serverSeed), sha256Hex(v.clientSeeds.join(':'))]);
  if (seedHash === null || seedsHash === null) return null;
  if (seedHash !== v.battleHash || seedsHash !== v.clientSeedsHash) return false;
  const seed = battleRollSeed(v.clientSeedsHash, v.battleId);
  for (const r of v.rounds) {
    for (const roll of r.rolls) {
      const mine = await computeRoll(v.serverSeed, seed, r.round, roll.seat);
      if (mine === null) return null;
      if (mine !== roll.roll || Math.floor(mine * r.totalWeight) !== roll.ticket) return false;
    }
  }
  return true;
}

function Check({ ok, testId }: { ok: boolean; testId?: string }) {
  return (
    <span className={`check ${ok ? 'is-ok' : 'is-bad'}`} data-testid={testId} data-ok={ok}>
      {ok ? '✓' : '✗'}
    </span>
  );
}

function Result({ id, serverSeed, privateKey }: { id: string; serverSeed: string | null; privateKey: string | null }) {
  const lang = useLang();
  const itemName = useItemName();
  const { verifyBattle: v } = useLazyLoadQuery<BattleVerifierQuery>(query, { id, serverSeed, privateKey }, { fetchPolicy: 'network-only' });
  const [local, setLocal] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    checkLocally(v).then(
      (ok) => live && setLocal(ok),
      () => live && setLocal(null),
    );
    return () => {
      live = false;
    };
  }, [v]);
  const winners = new Set(v.winnerSeats);
  return (
    <div className="verify-battle" data-testid="battle-verification" data-ok={v.ok}>
      <p className={`verify-battle__verdict ${v.ok ? 'is-ok' : 'is-bad'}`} data-testid="battle-verdict">
        <FormattedMessage id={v.ok ? 'battles.verify.ok' : 'battles.verify.bad'} />
      </p>
      <dl className="kv">
        <dt>
          <FormattedMessage id="battles.fair.serverSeed" />
        </dt>
        <dd className="mono break">{v.serverSeed}</dd>
        <dt>
          <FormattedMessage id="battles.fair.battleHash" />
        </dt>
        <dd className="mono break">
          {v.battleHash} <Check ok={v.hashMatches} testId="verify-hash" />
        </dd>
        <dt>
          <FormattedMessage id="battles.verify.clientSeeds" />
        </dt>
        <dd className="mono break">{v.clientSeeds.join(' : ')}</dd>
        <dt>
          <FormattedMessage id="battles.fair.clientSeedsHash" />
        </dt>
        <dd className="mono break">
          {v.clientSeedsHash} <Check ok={v.clientSeedsMatch} testId="verify-seeds" />
        </dd>
        <dt>
          <FormattedMessage id="battles.verify.winners" />
        </dt>
        <dd>
          <FormattedMessage id="battles.verify.seats" values={{ seats: v.winnerSeats.map((s) => s + 1).join(', '), count: v.winnerSeats.length }} /> <Check ok={v.winnersMatch} testId="verify-winners" />
        </dd>
        {v.tied.length > 0 && (
          <>
            <dt>
              <FormattedMessage id="battles.verify.tie" />
            </dt>
            <dd data-testid="verify-tie">
              <FormattedMessage id="battles.verify.tieText" values={{ sides: v.tied.map((s) => s + 1).join(', '), ticket: v.tieTicket }} />
            </dd>
          </>
        )}
      </dl>
      {local !== null && (
        <p className={`local-check ${local ? 'is-ok' : 'is-bad'}`} data-testid="battle-local-check">
          <FormattedMessage id={local ? 'battles.verify.localOk' : 'battles.verify.localBad'} />
        </p>
      )}
      <div className="verify-battle__table-wrap">
        <table className="verify-battle__table">
          <thead>
            <tr>
              <th>
                <FormattedMessage id="battles.verify.round" />
              </th>
              <th>
                <FormattedMessage id="battles.verify.seat" />
              </th>
              <th>
                <FormattedMessage id="battles.verify.roll" />
              </th>
              <th>
                <FormattedMessage id="battles.verify.ticket" />
              </th>
              <th>
                <FormattedMessage id="battles.verify.item" />
              </th>
              <th />
            </tr>
          </thead>
          <tbody>
            {v.rounds.flatMap((r) =>
              r.rolls.map((roll) => (
                <tr key={`${r.round}:${roll.seat}`} className={winners.has(roll.seat) ? 'is-winner' : ''} data-testid="verify-roll">
                  <td>
                    {r.round} <span className="muted small">{r.case.name}</span>
                  </td>
                  <td>{roll.seat + 1}</td>
                  <td className="mono">{roll.roll.toFixed(12)}</td>
                  <td className="mono">
                    {roll.ticket} / {r.totalWeight}
                  </td>
                  <td className={`verify-battle__item rarity--${roll.item.rarity}`}>
                    <ItemArt name={roll.item.marketHashName} rarity={roll.item.rarity} image={roll.item.image} compact />
                    <span>
                      {itemName(roll.item.marketHashName)} <span className="muted">{formatMoney(roll.item.price, lang)}</span>
                    </span>
                  </td>
                  <td>
                    <Check ok={roll.matches} />
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <p className="muted small">
        <FormattedMessage id="battles.verify.totals" values={{ totals: v.seatTotals.map((t, i) => `${i + 1}: ${formatMoney(t, lang)}`).join(' · ') }} />
      </p>
    </div>
  );
}

/** `/fair?battle=ID&key=`: recomputes a finished battle (features/fair/FairPage shows it). */
export default function BattleVerifier() {
  const [params] = useSearchParams();
  const given = params.get('battle') ?? '';
  const [id, setId] = useState(given);
  const [serverSeed, setServerSeed] = useState(params.get('serverSeed') ?? '');
  const [key, setKey] = useState(params.get('key') ?? '');
  const [input, setInput] = useState<{ id: string; serverSeed: string | null; privateKey: string | null } | null>(() =>
    /^\d+$/.test(given) ? { id: given, serverSeed: params.get('serverSeed') || null, privateKey: params.get('key') || null } : null,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d+$/.test(id.trim())) return;
    setInput({ id: id.trim(), serverSeed: serverSeed.trim() || null, privateKey: key.trim() || null });
  };
  return (
    <section className="battle-verify" data-testid="battle-verifier">
      <p className="muted">
        <FormattedMessage id="battles.verify.how" values={{ code: (c) => <code key="code">{c}</code> }} />
      </p>
      <form className="battle-verify__form" onSubmit={submit}>
        <label>
          <span>
            <FormattedMessage id="battles.verify.battleId" />
          </span>
          <input className="field__input mono" value={id} onChange={(e) => setId(e.target.value)} inputMode="numeric" required data-testid="verify-battle-id" />
        </label>
        <label>
          <span>
            <FormattedMessage id="battles.verify.otherSeed" />
          </span>
          <input className="field__input mono" value={serverSeed} onChange={(e) => setServerSeed(e.target.value)} data-testid="verify-battle-seed" />
        </label>
        <label>
          <span>
            <FormattedMessage id="battles.verify.key" />
          </span>
          <input className="field__input mono" value={key} onChange={(e) => setKey(e.target.value)} />
        </label>
        <Button size="large" type="submit" data-testid="verify-battle-submit">
          <FormattedMessage id="battles.verify.submit" />
        </Button>
      </form>
      {input && (
        <ScreenBoundary key={JSON.stringify(input)}>
          <Suspense fallback={<PageSpinner />}>
            <Result {...input} />
          </Suspense>
        </ScreenBoundary>
      )}
    </section>
  );
}
