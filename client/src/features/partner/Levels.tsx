import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { formatMoney } from '../../i18n/money';
import { bpsMultiplier, bpsPercent, levelProgress } from './partner';
import type { MessageId } from '../../i18n/messageIds';
import type { Levels_levels$key } from '../../__generated__/Levels_levels.graphql';
import type { Levels_partner$key } from '../../__generated__/Levels_partner.graphql';

// The levels' names come from the server in English (the spec's table,
// server/partner/partner.go); shown from the catalogue by level number, the
// server's name for a level not listed.
const LEVEL_NAMES: Record<number, MessageId> = {
  1: 'partner.levelName.underdog',
  2: 'partner.levelName.moneyMaker',
  3: 'partner.levelName.goldenBoy',
};

function useLevelName(): (l: { level: number; name: string }) => string {
  const intl = useIntl();
  return (l) => (LEVEL_NAMES[l.level] ? intl.formatMessage({ id: LEVEL_NAMES[l.level] }) : l.name);
}

const levelsFragment = graphql`
  fragment Levels_levels on PartnerLevel @relay(plural: true) {
    level
    name
    percentage
    bonus
    threshold
  }
`;

const partnerFragment = graphql`
  fragment Levels_partner on Partner {
    level {
      level
      name
      percentage
      bonus
      threshold
    }
    nextLevel {
      level
      name
      percentage
      threshold
    }
    toNextLevel
    referralsCount
    referralsDeposited
    referralBonus
  }
`;

/** The viewer's level, its share and bonus, and the progress to the next one. */
export function LevelCard({ partner }: { partner: Levels_partner$key }) {
  const lang = useLang();
  const p = useFragment(partnerFragment, partner);
  const levelName = useLevelName();
  const progress = levelProgress(p.referralsDeposited, p.level, p.nextLevel);
  return (
    <section className="partner-card" data-testid="partner-level">
      <h2 className="partner-card__title">
        <FormattedMessage id="partner.level.title" />
      </h2>
      <div className="partner-level__name" data-testid="partner-level-name">
        {levelName(p.level)}
      </div>
      <dl className="partner-facts">
        <dt>
          <FormattedMessage id="partner.level.percentage" />
        </dt>
        <dd data-testid="partner-percentage">{bpsPercent(p.level.percentage)}%</dd>
        <dt>
          <FormattedMessage id="partner.level.bonus" />
        </dt>
        <dd data-testid="partner-bonus">{bpsMultiplier(p.referralBonus)}</dd>
        <dt>
          <FormattedMessage id="partner.referrals" />
        </dt>
        <dd data-testid="partner-referrals">{p.referralsCount}</dd>
        <dt>
          <FormattedMessage id="partner.deposited" />
        </dt>
        <dd data-testid="partner-deposited">{formatMoney(p.referralsDeposited, lang)}</dd>
      </dl>
      <div className="partner-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className="partner-progress__bar" style={{ width: `${progress}%` }} />
      </div>
      <p className="muted" data-testid="partner-next">
        {p.nextLevel ? (
          <FormattedMessage
            id="partner.level.next"
            values={{ amount: formatMoney(p.toNextLevel, lang), name: levelName(p.nextLevel), percentage: bpsPercent(p.nextLevel.percentage) }}
          />
        ) : (
          <FormattedMessage id="partner.level.top" />
        )}
      </p>
    </section>
  );
}

/** The programme's level table (spec 3), for visitors and partners alike. */
export function LevelTable({ levels }: { levels: Levels_levels$key }) {
  const lang = useLang();
  const rows = useFragment(levelsFragment, levels);
  const levelName = useLevelName();
  return (
    <section className="partner-section" data-testid="partner-levels">
      <h2 className="section-title">
        <FormattedMessage id="partner.levels.title" />
      </h2>
      <table className="history-table partner-table">
        <thead>
          <tr>
            <th>
              <FormattedMessage id="partner.levels.level" />
            </th>
            <th>
              <FormattedMessage id="partner.level.percentage" />
            </th>
            <th>
              <FormattedMessage id="partner.level.bonus" />
            </th>
            <th>
              <FormattedMessage id="partner.levels.from" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={l.level}>
              <td>
                {l.level}. {levelName(l)}
              </td>
              <td>{bpsPercent(l.percentage)}%</td>
              <td>{bpsMultiplier(l.bonus)}</td>
              <td>{formatMoney(l.threshold, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
