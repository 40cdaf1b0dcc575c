import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { useViewer } from '../../app/layout/viewer';
import { useLocation } from '../../app/routing/router';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatMoney } from '../../i18n/money';
import type { DailyCrystalQuery, DailyCrystalQuery$data } from '../../__generated__/DailyCrystalQuery.graphql';
import type { DailyCrystalReceiveMutation } from '../../__generated__/DailyCrystalReceiveMutation.graphql';
import { CRYSTAL_HASH } from './anchor';
import { resetCrystalFlags } from './flags';

// The daily crystal list on the owner's profile: each reward once per UTC
// day when its condition holds. The server decides; after a claim (or a
// refusal) the list is read again, and a claim resets the welcome and
// available notices' flags (spec 4). The notices link here by CRYSTAL_HASH.

const query = graphql`
  query DailyCrystalQuery {
    dailyCrystals {
      day
      items {
        rewardType
        crystals
        condition
        threshold
        progress
        met
        received
        available
      }
    }
  }
`;

const receive = graphql`
  mutation DailyCrystalReceiveMutation($rewardType: String!) {
    receiveDailyCrystal(rewardType: $rewardType) {
      user {
        id
        crystals
      }
    }
  }
`;

type Reward = NonNullable<DailyCrystalQuery$data['dailyCrystals']>['items'][number];

/** What a reward asks for, in words. */
export function ConditionText({ reward }: { reward: Pick<Reward, 'condition' | 'threshold'> }) {
  const lang = useLang();
  switch (reward.condition) {
    case 'level':
      return <FormattedMessage id="dailycrystal.condition.level" values={{ level: reward.threshold }} />;
    case 'deposit_today':
      return <FormattedMessage id="dailycrystal.condition.deposit" values={{ amount: formatMoney((reward.threshold / 100).toFixed(2), lang) }} />;
    case 'cases_today':
      return <FormattedMessage id="dailycrystal.condition.cases" values={{ count: reward.threshold }} />;
    default:
      return <FormattedMessage id="dailycrystal.condition.none" />;
  }
}

export default function DailyCrystal() {
  const [reloads, setReloads] = useState(0);
  const data = useLazyLoadQuery<DailyCrystalQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey: reloads });
  const [commit, busy] = useMutation<DailyCrystalReceiveMutation>(receive);
  const reload = () => setReloads((n) => n + 1);
  const me = useViewer();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const list = data.dailyCrystals;
  // Arriving by a notice's link: the section comes into view once it is drawn.
  const drawn = !!list;
  useEffect(() => {
    if (drawn && hash === `#${CRYSTAL_HASH}`) section.current?.scrollIntoView({ block: 'start' });
  }, [drawn, hash]);
  if (!list) return null;
  const claimed = () => {
    if (me) resetCrystalFlags(window.localStorage, me.id, list.day);
    reload();
  };
  const claim = (rewardType: string) =>
    commit({ variables: { rewardType }, onCompleted: claimed, onError: (e) => (reload(), handleApiError(e)) });
  return (
    <section className="progression" data-testid="daily-crystal" id={CRYSTAL_HASH} ref={section}>
      <h2 className="section-title">
        <FormattedMessage id="dailycrystal.title" />
      </h2>
      <ul className="progression__list">
        {list.items.map((r) => (
          <li key={r.rewardType} className={`progression__row${r.received ? ' is-done' : ''}`} data-testid={`crystal-${r.rewardType}`} data-state={r.received ? 'received' : r.available ? 'available' : 'locked'}>
            <span className="progression__name">
              <ConditionText reward={r} />
            </span>
            {r.condition !== 'none' && r.condition !== 'deposit_today' && (
              <span className="muted">
                <FormattedMessage id="dailycrystal.progress" values={{ have: r.progress, need: r.threshold }} />
              </span>
            )}
            <strong>
              <FormattedMessage id="dailycrystal.crystals" values={{ count: r.crystals }} />
            </strong>
            {r.received ? (
              <span className="muted" data-testid="crystal-received">
                <FormattedMessage id="dailycrystal.received" />
              </span>
            ) : (
              <Button size="small" disabled={busy || !r.available} onClick={() => claim(r.rewardType)} data-testid="crystal-receive">
                <FormattedMessage id="dailycrystal.receive" />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
