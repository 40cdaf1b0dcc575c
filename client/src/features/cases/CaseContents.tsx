import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { formatMoney } from '../../i18n/money';
import { ItemArt } from './ItemArt';
import { Button } from '../../app/ui/Button';
import { RARITY_ORDER, splitName } from './rarity';
import type { CaseContents_case$key } from '../../__generated__/CaseContents_case.graphql';

const PREVIEW = 30;

const fragment = graphql`
  fragment CaseContents_case on Case {
    totalWeight
    items {
      id
      weight
      item {
        marketHashName
        rarity
        stattrak
        price
        image
      }
    }
  }
`;

export function CaseContents({ caseRef }: { caseRef: CaseContents_case$key }) {
  const lang = useLang();
  const { items, totalWeight } = useFragment(fragment, caseRef);
  // Odds come from the same integer weights the roll uses.
  const total = totalWeight || items.reduce((s, i) => s + i.weight, 0) || 1;
  const [all, setAll] = useState(false);
  // Covert down to the commonest, then the rare special items (knives,
  // gloves) last, as players read a case; pricier first within a grade.
  const rank = (r: string) => (r === 'rare' ? -1 : RARITY_ORDER.indexOf(r));
  const sorted = [...items].sort((a, b) => rank(b.item.rarity) - rank(a.item.rarity) || Number(b.item.price) - Number(a.item.price));
  const shown = all ? sorted : sorted.slice(0, PREVIEW);
  return (
    <section className="contents">
      <h2 className="section-title">
        <FormattedMessage id="case.contents" values={{ count: items.length }} />
      </h2>
      <div className="contents__grid">
        {shown.map((ci) => {
          const { weapon, skin, wear } = splitName(ci.item.marketHashName);
          return (
            <div key={ci.id} className={`content-card rarity--${ci.item.rarity}`} data-testid="content-item">
              <ItemArt name={ci.item.marketHashName} rarity={ci.item.rarity} image={ci.item.image} />
              <div className="content-card__info">
                <span className="content-card__weapon">
                  {ci.item.stattrak && <span className="stattrak">ST™ </span>}
                  {weapon}
                </span>
                <span className="content-card__skin">{skin || weapon}</span>
                {wear && <span className="content-card__wear">{wear}</span>}
              </div>
              <div className="content-card__foot">
                <span className="content-card__price">{formatMoney(ci.item.price, lang)}</span>
                <span className="content-card__odds">
                  <FormattedNumber value={ci.weight / total} style="percent" maximumFractionDigits={3} />
                </span>
              </div>
            </div>
          );
        })}
      </div>
      {shown.length < sorted.length && (
        <div className="row row--center contents__more">
          <Button size="medium" color="secondary" onClick={() => setAll(true)}>
            <FormattedMessage id="case.showAll" values={{ count: sorted.length }} />
          </Button>
        </div>
      )}
    </section>
  );
}
