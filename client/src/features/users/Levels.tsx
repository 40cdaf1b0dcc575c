import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatMoney } from '../../i18n/money';
import type { LevelsQuery, LevelsQuery$data } from '../../__generated__/LevelsQuery.graphql';
import type { LevelsClaimMutation } from '../../__generated__/LevelsClaimMutation.graphql';
import type { LevelsClaimExtraMutation } from '../../__generated__/LevelsClaimExtraMutation.graphql';

// The viewer's levels on their own profile: every level with its XP and
// reward, the next one claimable once the XP reached it (claimed in order),
// and the extra rewards every 5 levels with the referrals and deposits they
// still need. The server decides; a refusal reads the list again.

const query = graphql`
  query LevelsQuery {
    levels {
      level
      xp
      reached
      claimed
      claimable
      reward {
        crystals
        bullets
        balance
        case {
          id
          name
        }
        customization {
          customizationId: id
          type
          name
          fileUrl
        }
      }
    }
    extraLevelRewards {
      missingLevels
      rewards {
        level
        crystals
        referrals
        maxDeposit
        reached
        claimed
        claimable
        referralsProgress
        depositsProgress
        case {
          id
          name
        }
      }
    }
  }
`;

const userFields = graphql`
  fragment Levels_user on User {
    id
    level
    levelBasedOnXp
    canLevelUp
    balance
    crystals
    bullets
  }
`;

const claimMutation = graphql`
  mutation LevelsClaimMutation($level: Int!) {
    claimLevelReward(level: $level) {
      level
      user {
        ...Levels_user
      }
    }
  }
`;

const claimExtraMutation = graphql`
  mutation LevelsClaimExtraMutation($level: Int!) {
    claimExtraLevelReward(level: $level) {
      level
      user {
        ...Levels_user
      }
    }
  }
`;

type Reward = LevelsQuery$data['levels'][number]['reward'];

function RewardText({ reward }: { reward: Pick<Reward, 'crystals' | 'bullets' | 'case'> & { balance?: string; customization?: Reward['customization'] } }) {
  const lang = useLang();
  const parts = [];
  if (reward.crystals > 0)
    parts.push(<FormattedMessage key="c" id="users.levels.crystals" values={{ count: reward.crystals }} />);
  if (reward.bullets > 0) parts.push(<FormattedMessage key="b" id="users.levels.bullets" values={{ count: reward.bullets }} />);
  if (reward.balance && Number(reward.balance) > 0) parts.push(<span key="m">{formatMoney(reward.balance, lang)}</span>);
  if (reward.case) parts.push(<FormattedMessage key="k" id="users.levels.case" values={{ name: reward.case.name }} />);
  const wear = reward.customization;
  if (wear)
    parts.push(
      <span key="w" className="levels__wear" data-testid="level-customization" data-slug-type={wear.type}>
        {wear.fileUrl && <img src={wear.fileUrl} alt="" width={20} height={20} />}
        <FormattedMessage id="users.levels.customization" values={{ type: wear.type, name: wear.name }} />
      </span>,
    );
  return (
    <span className="levels__reward">
      {parts.map((p, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          {p}
        </span>
      ))}
    </span>
  );
}

export function Levels() {
  const [reloads, setReloads] = useState(0);
  const data = useLazyLoadQuery<LevelsQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey: reloads });
  const lang = useLang();
  const [commitClaim, claiming] = useMutation<LevelsClaimMutation>(claimMutation);
  const [commitExtra, claimingExtra] = useMutation<LevelsClaimExtraMutation>(claimExtraMutation);
  void userFields;
  const busy = claiming || claimingExtra;
  const reload = () => setReloads((n) => n + 1);

  const claim = (level: number) =>
    commitClaim({ variables: { level }, onCompleted: reload, onError: (e) => (reload(), handleApiError(e)) });
  const claimExtra = (level: number) =>
    commitExtra({ variables: { level }, onCompleted: reload, onError: (e) => (reload(), handleApiError(e)) });

  const extra = data.extraLevelRewards;
  return (
    <section className="levels" data-testid="levels">
      <h2 className="section-title">
        <FormattedMessage id="users.levels.title" />
      </h2>
      <ol className="levels__list">
        {data.levels.map((l) => (
          <li key={l.level} className={`levels__row${l.claimed ? ' is-claimed' : ''}`} data-testid={`level-${l.level}`}>
            <strong>
              <FormattedMessage id="users.level" values={{ level: l.level }} />
            </strong>{' '}
            <span className="muted">
              <FormattedMessage id="users.xp" values={{ xp: l.xp }} />
            </span>{' '}
            <RewardText reward={l.reward} />{' '}
            {l.claimed ? (
              <span className="muted">
                <FormattedMessage id="users.levels.claimed" />
              </span>
            ) : (
              l.claimable && (
                <Button size="small" disabled={busy} onClick={() => claim(l.level)} data-testid="level-claim">
                  <FormattedMessage id="users.levels.claim" />
                </Button>
              )
            )}
          </li>
        ))}
      </ol>
      {extra && (
        <>
          <h3 className="section-title">
            <FormattedMessage id="users.levels.extra.title" />
          </h3>
          <table className="levels__extra" data-testid="extra-levels">
            <tbody>
              {extra.rewards.map((e) => (
                <tr key={e.level} data-testid={`extra-${e.level}`}>
                  <td>
                    <FormattedMessage id="users.level" values={{ level: e.level }} />
                  </td>
                  <td>
                    <RewardText reward={{ crystals: e.crystals, bullets: 0, case: e.case }} />
                  </td>
                  <td>
                    <FormattedMessage id="users.levels.extra.referrals" values={{ have: e.referralsProgress, need: e.referrals }} />
                  </td>
                  <td>
                    <FormattedMessage
                      id="users.levels.extra.deposits"
                      values={{ have: formatMoney(e.depositsProgress, lang), need: formatMoney(e.maxDeposit, lang) }}
                    />
                  </td>
                  <td>
                    {e.claimed ? (
                      <span className="muted">
                        <FormattedMessage id="users.levels.claimed" />
                      </span>
                    ) : (
                      e.claimable && (
                        <Button size="small" disabled={busy} onClick={() => claimExtra(e.level)} data-testid="extra-claim">
                          <FormattedMessage id="users.levels.claim" />
                        </Button>
                      )
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
