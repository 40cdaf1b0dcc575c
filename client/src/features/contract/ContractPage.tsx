import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useToken } from '../../app/auth/useToken';
import { asApiError } from '../../app/errors/ApiError';
import { ui } from '../../app/state/ui';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { FairPanel } from '../play/FairPanel';
import { usePlay } from '../play/usePlay';
import { usePlayPrefs } from '../play/prefs';
import { useStake } from '../play/useStake';
import { ContractHistory } from './ContractHistory';
import { ContractPlay } from './ContractPlay';
import { ContractRules, ContractRulesModal } from './ContractRules';
import { ContractStake } from './ContractStake';
import { useOutcomes } from './useOutcomes';
import { SETTLE_MS, playState, refusalOf, rollMs, weaponOptions, type Mode } from './rules';
import type { ScreenProps } from '../../app/routing/preload';
import type { ContractPageQuery, ContractPageQuery$data } from '../../__generated__/ContractPageQuery.graphql';
import type { ContractPageCreateMutation, ContractPageCreateMutation$data } from '../../__generated__/ContractPageCreateMutation.graphql';
import './contract.css';

const query = graphql`
  query ContractPageQuery {
    me {
      id
      balance
      bullets
      levelBasedOnXp
      nickname
      avatar
    }
    contractInfo {
      houseEdgeBps
      minItems
      maxItems
      maxOutcomes
      centsPerBullet
      modes {
        mode
        lowPermille
        highPermille
      }
      rulesAccepted
      playable
      reason
    }
    ...FairPanel_query
  }
`;

// The given drops come back contracted, so they leave the item list; the
// payload's user carries the balances the header shows.
const createMutation = graphql`
  mutation ContractPageCreateMutation($input: ContractInput!) {
    createContract(input: $input) {
      contract {
        id
        stake
        expectedValue
        ticket
        nonce
        outcomes {
          item {
            id
            marketHashName
            weapon
            rarity
            image
          }
          price
          from
          to
          chance
        }
        given {
          id
          state
        }
        ...ContractResult_contract
      }
      user {
        id
        balance
        bullets
        crystals
        levelBasedOnXp
        xp
        heldCount
      }
      fairSeed {
        id
        serverSeedHash
        clientSeed
        nonce
      }
    }
  }
`;

export type Payload = ContractPageCreateMutation$data['createContract'];
export type Info = ContractPageQuery$data['contractInfo'];
export type Me = NonNullable<ContractPageQuery$data['me']>;

export default function ContractPage({ queryRef }: ScreenProps<ContractPageQuery>) {
  const intl = useIntl();
  const token = useToken();
  const data = usePreloadedQuery<ContractPageQuery>(query, queryRef);
  const info = data.contractInfo;
  // Signed out since the page loaded: a visitor again.
  const me = token ? (data.me ?? null) : null;
  const prefs = usePlayPrefs();
  const stake = useStake({ maxItems: info.maxItems, centsPerBullet: info.centsPerBullet });
  const [mode, setMode] = useState<Mode>('normal');
  const [weapon, setWeapon] = useState('');
  const [weapons, setWeapons] = useState<{ weapon: string; marketHashName: string }[]>([]);
  const [accepted, setAccepted] = useState(info.rulesAccepted);
  const [rulesOpen, setRulesOpen] = useState(false);
  const game = usePlay<ContractPageCreateMutation, Payload>({
    mutation: createMutation,
    payloadOf: (res) => res.createContract,
    levelOf: (p) => p.user.levelBasedOnXp,
    me,
    area: 'contract',
    mute: prefs.mute,
    onRefused: (e) => {
      if (refusalOf(asApiError(e).fields) !== 'rules_not_accepted') return false;
      setAccepted(false);
      setRulesOpen(true);
      return true;
    },
  });
  useDocumentTitle(intl.formatMessage({ id: 'page.contract' }));

  // The rules come first: shown once the player could make a first contract.
  const mustAccept = !!me && info.playable && !accepted;
  useEffect(() => {
    if (mustAccept) setRulesOpen(true);
  }, [mustAccept]);

  const { phase, busy } = game;
  const table = useOutcomes(
    me && stake.picked.length > 0 && phase.kind === 'idle' ? { dropIds: stake.ids, bullets: stake.bulletCount, mode, weapon: weapon || null } : null,
  );

  // The weapons a table can be narrowed to: those of the last table of any weapon.
  useEffect(() => {
    if (table.status === 'ready' && !table.preview.weapon) setWeapons(weaponOptions(table.preview.outcomes.map((o) => o.item)));
  }, [table]);

  const state = playState(info, {
    signedIn: !!me,
    items: stake.picked.length,
    bullets: stake.bulletCount,
    heldBullets: me?.bullets ?? 0,
    table: table.status === 'ready' ? 'ready' : table.status === 'refused' ? 'refused' : 'loading',
  });

  const create = () => {
    if (state.kind === 'signIn') {
      ui.open({ type: 'login' });
      return;
    }
    if (state.kind !== 'play' || busy) return;
    if (!accepted) {
      setRulesOpen(true);
      return;
    }
    const duration = rollMs(prefs.fast);
    const input = {
      dropIds: stake.ids,
      bullets: stake.bulletCount,
      mode,
      weapon: weapon || null,
      // The server keeps the result out of the live feed until the roll has stopped.
      delayMs: duration + SETTLE_MS,
    };
    game.play(
      { input },
      {
        durationMs: duration,
        settleMs: SETTLE_MS,
        onPlayed: () => {
          stake.clear();
          stake.setBullets('');
        },
      },
    );
  };

  return (
    <div className="page contract-page" data-testid="contract-page">
      <header className="contract-head">
        <h1 className="page__title">
          <FormattedMessage id="page.contract" />
        </h1>
        <p className="muted">
          <FormattedMessage id="contract.subtitle" values={{ min: info.minItems, max: info.maxItems }} />
        </p>
      </header>

      <div className="contract-grid">
        <ContractStake info={info} me={me} stake={stake} disabled={busy} reloadKey={game.reloadKey} />
        <ContractPlay
          info={info}
          signedIn={!!me}
          stakeCents={stake.total}
          mode={mode}
          onMode={setMode}
          weapon={weapon}
          onWeapon={setWeapon}
          weapons={weapons}
          table={table}
          state={state}
          game={game}
          prefs={prefs}
          onCreate={create}
        />
      </div>

      {me && (
        <section className="contract-panel" data-testid="contract-history-panel">
          <h2 className="section-title">
            <FormattedMessage id="contract.history.title" />
          </h2>
          <Suspense fallback={<PageSpinner />}>
            <ContractHistory reloadKey={game.reloadKey} />
          </Suspense>
        </section>
      )}

      <ContractRules info={info} />
      <FairPanel queryRef={data} />

      {rulesOpen && me && (
        <ContractRulesModal
          info={info}
          onClose={() => setRulesOpen(false)}
          onAccepted={() => {
            setAccepted(true);
            setRulesOpen(false);
          }}
        />
      )}
    </div>
  );
}
