import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { RecordSourceProxy } from 'relay-runtime';
import { handleApiError } from '../../app/errors/handle';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { CaseArt } from '../../entities/case/CaseArt';
import { ItemArt } from '../../entities/item/ItemArt';
import { useItemName } from '../../i18n/labels';
import { formatMoney } from '../../i18n/money';
import type { RewardCasesQuery } from '../../__generated__/RewardCasesQuery.graphql';
import type { RewardCasesOpenMutation, RewardCasesOpenMutation$data } from '../../__generated__/RewardCasesOpenMutation.graphql';

// The viewer's reward cases (free cases from case promo codes), on their own
// profile: one stack per case, each opened free, one case at a time. The won
// items show here as cards, not with the case page's result (OpenResult):
// a chunk shared with the case page would add its file to the entry's list
// of lazy chunks, which the home route's budget has no room for. Selling
// them is the inventory's, right below.

const query = graphql`
  query RewardCasesQuery {
    rewardCases {
      inventoryCount
      case {
        id
        alias
        name
        image
      }
    }
  }
`;

const openMutation = graphql`
  mutation RewardCasesOpenMutation($input: OpenCaseInput!) {
    openRewardCase(input: $input) {
      drops {
        id
        price
        item {
          marketHashName
          rarity
          image
        }
      }
      user {
        id
        balance
        heldCount
        level
        xp
      }
    }
  }
`;

type Drops = RewardCasesOpenMutation$data['openRewardCase']['drops'];

/** One case of the stack of `caseId` is gone: its count drops, an empty stack leaves the list. */
export function takeOne(store: RecordSourceProxy, caseId: string): void {
  const root = store.getRoot();
  const stacks = root.getLinkedRecords('rewardCases');
  if (!stacks) return;
  const left = stacks.filter((s) => {
    if (!s || s.getLinkedRecord('case')?.getDataID() !== caseId) return true;
    const n = Number(s.getValue('inventoryCount')) - 1;
    s.setValue(n, 'inventoryCount');
    return n > 0;
  });
  root.setLinkedRecords(left, 'rewardCases');
}

interface Props {
  /** Changes when the stacks must be read again (a case promo code was activated). */
  reloadKey: number;
  /** A case was opened: its drops joined the inventory. */
  onWon: () => void;
}

/** The reward cases section; nothing while there are none (and no result is shown). */
export function RewardCases({ reloadKey, onWon }: Props) {
  // A refusal (opened meanwhile in another tab) reads the stacks again too.
  const [refusals, setRefusals] = useState(0);
  const data = useLazyLoadQuery<RewardCasesQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey: `${reloadKey}.${refusals}` });
  const lang = useLang();
  const itemName = useItemName();
  const [commitOpen, opening] = useMutation<RewardCasesOpenMutation>(openMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [won, setWon] = useState<Drops | null>(null);

  const stacks = data.rewardCases.filter((s) => s.inventoryCount > 0);
  if (stacks.length === 0 && !won) return null;

  const open = (caseId: string) => {
    setBusy(caseId);
    const variables = { input: { caseId, count: 1 } };
    commitOpen({
      variables,
      updater: (store) => takeOne(store, caseId),
      onCompleted: (res) => {
        setBusy(null);
        setWon([...res.openRewardCase.drops]);
        onWon();
      },
      onError: (e) => {
        setBusy(null);
        setRefusals((n) => n + 1);
        handleApiError(e);
      },
    });
  };

  return (
    <section className="reward-cases" data-testid="reward-cases">
      <h2 className="section-title">
        <FormattedMessage id="users.rewards.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="users.rewards.hint" />
      </p>
      {won && (
        <div className="reward-won" data-testid="reward-won" aria-live="polite">
          <h3 className="reward-won__title">
            <FormattedMessage id="users.rewards.won" />
          </h3>
          <div className="reward-cases__grid">
            {won.map((d) => (
              <div key={d.id} className={`inv-card rarity--${d.item.rarity}`} data-testid="won-item" data-market-name={d.item.marketHashName}>
                <ItemArt name={d.item.marketHashName} rarity={d.item.rarity} image={d.item.image} />
                <div className="inv-card__name" data-testid="won-name">
                  {itemName(d.item.marketHashName)}
                </div>
                <span className="inv-card__price">{formatMoney(d.price, lang)}</span>
              </div>
            ))}
          </div>
          <Button size="small" color="secondary" onClick={() => setWon(null)} data-testid="reward-won-close">
            <FormattedMessage id="common.ok" />
          </Button>
        </div>
      )}
      {stacks.length > 0 && (
        <div className="reward-cases__grid">
          {stacks.map((s) => (
            <div key={s.case.id} className="reward-case" data-testid="reward-case" data-alias={s.case.alias}>
              <CaseArt alias={s.case.alias} name={s.case.name} image={s.case.image} />
              <div className="reward-case__name">{s.case.name}</div>
              <div className="reward-case__foot">
                <span className="reward-case__count" data-testid="reward-case-count">
                  ×{s.inventoryCount}
                </span>
                <Button
                  size="small"
                  color="green"
                  loading={opening && busy === s.case.id}
                  disabled={opening}
                  onClick={() => open(s.case.id)}
                  data-testid="reward-case-open"
                >
                  <FormattedMessage id="users.rewards.open" />
                </Button>
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
