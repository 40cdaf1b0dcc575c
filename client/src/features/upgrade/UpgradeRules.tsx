import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { LLink, useLang } from '../../app/routing/lang';
import { centsToMoney, formatMoney } from '../../i18n/money';
import { chanceFraction } from './rules';

interface Props {
  houseEdgeBps: number;
  minChance: number;
  maxChance: number;
  maxItems: number;
  centsPerBullet: number;
}

const pct = (fraction: number) => <FormattedNumber value={fraction} style="percent" maximumFractionDigits={2} />;

/** The rules of docs/upgrade.md, in short. */
export function UpgradeRules({ houseEdgeBps, minChance, maxChance, maxItems, centsPerBullet }: Props) {
  const lang = useLang();
  const b = (t: ReactNode[]) => <strong>{t}</strong>;
  return (
    <section className="upgrade-rules" data-testid="upgrade-rules">
      <h2 className="section-title">
        <FormattedMessage id="upgrade.rules.title" />
      </h2>
      <ol className="upgrade-rules__list">
        <li>
          <FormattedMessage id="upgrade.rules.stake" values={{ max: maxItems, bullet: formatMoney(centsToMoney(centsPerBullet), lang), b }} />
        </li>
        <li>
          <FormattedMessage id="upgrade.rules.chance" values={{ edge: pct(houseEdgeBps / 10_000), b }} />
        </li>
        <li>
          <FormattedMessage id="upgrade.rules.bounds" values={{ min: pct(chanceFraction(minChance)), max: pct(chanceFraction(maxChance)) }} />
        </li>
        <li>
          <FormattedMessage id="upgrade.rules.roll" values={{ b }} />
        </li>
        <li>
          <FormattedMessage id="upgrade.rules.outcome" />
        </li>
        <li>
          <FormattedMessage id="upgrade.rules.fair" values={{ link: (t: ReactNode[]) => <LLink to="/fair" className="link">{t}</LLink> }} />
        </li>
      </ol>
    </section>
  );
}
