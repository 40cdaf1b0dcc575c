import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MessageId } from '../../i18n/messageIds';
import { bpsPercent, type CaseCurrency, type CaseFamily } from './family';
import type { FamilyRules_rules$key } from '../../__generated__/FamilyRules_rules.graphql';

// The case page's info panel: how the case's family plays, with the
// constants the server plays it by (Case.familyRules).

const fragment = graphql`
  fragment FamilyRules_rules on CaseFamilyRules {
    stackSizes {
      count
      discountBps
    }
    pity
    topTier
    resetCrystalsPerStep
    rareGrowthPercent
    rareMaxPercent
    slots
    rangeRtpBps
  }
`;

const TITLE: Record<CaseFamily, MessageId> = {
  normal: 'cases.family.normal',
  stack: 'cases.family.stack',
  range: 'cases.family.range',
  reward: 'cases.family.reward',
  bullet: 'cases.family.bullet',
  candy: 'cases.family.candy',
  gacha: 'cases.family.gacha',
  dota: 'cases.family.dota',
  discovered: 'cases.family.discovered',
  dailybonus: 'cases.family.dailybonus',
};

/** A rarity's name in the page language (a string, so messages can take it as a plain value). */
export function useRarityName(): (rarity: string | null | undefined) => string {
  const intl = useIntl();
  return (rarity) => intl.formatMessage({ id: 'cases.rarity' }, { rarity: rarity ?? 'rare' });
}

export function FamilyRules({ family, rules: ref, currency }: { family: CaseFamily; rules: FamilyRules_rules$key; currency: CaseCurrency }) {
  const intl = useIntl();
  const r = useFragment(fragment, ref);
  const pct = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  const tier = useRarityName()(r.topTier);
  let text;
  switch (family) {
    case 'stack':
      text = (
        <FormattedMessage
          id="cases.rules.stack"
          values={{
            sizes: r.stackSizes.map((s) => `×${s.count} −${pct(bpsPercent(s.discountBps))}`).join(', '),
          }}
        />
      );
      break;
    case 'range':
      text = <FormattedMessage id="cases.rules.range" values={{ rtp: pct(bpsPercent(r.rangeRtpBps ?? 0)) }} />;
      break;
    case 'bullet':
    case 'candy':
      text = <FormattedMessage id={family === 'bullet' ? 'cases.rules.bullet' : 'cases.rules.candy'} />;
      break;
    case 'gacha':
      text = <FormattedMessage id="cases.rules.gacha" values={{ pity: r.pity ?? 0, tier, crystals: r.resetCrystalsPerStep ?? 0 }} />;
      break;
    case 'dota':
      text = (
        <FormattedMessage
          id="cases.rules.dota"
          values={{ tier, growth: pct(r.rareGrowthPercent ?? 0), times: intl.formatNumber((r.rareMaxPercent ?? 100) / 100, { maximumFractionDigits: 2 }) }}
        />
      );
      break;
    case 'discovered':
      text = <FormattedMessage id="cases.rules.discovered" values={{ slots: r.slots ?? 0 }} />;
      break;
    case 'reward':
      text = <FormattedMessage id="cases.rules.reward" />;
      break;
    case 'dailybonus':
      text = <FormattedMessage id="cases.rules.dailybonus" />;
      break;
    default:
      text = <FormattedMessage id="cases.rules.normal" />;
  }
  return (
    <section className="family-rules" data-testid="family-rules" data-family={family} data-currency={currency}>
      <h2 className="section-title">
        <FormattedMessage id={TITLE[family]} />
      </h2>
      <p>{text}</p>
      <p className="muted small">
        <FormattedMessage id="cases.rules.fair" />
      </p>
    </section>
  );
}
