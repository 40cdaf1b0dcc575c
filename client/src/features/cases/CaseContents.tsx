import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { ItemArt } from '../../entities/item/ItemArt';
import { splitName } from '../../entities/item/rarity';
import '../../entities/item/item.css';
import { WearName } from '../../i18n/labels';
import { formatMoney } from '../../i18n/money';
import type { CaseContents_case$data, CaseContents_case$key } from '../../__generated__/CaseContents_case.graphql';
import './contents.css';

const PREVIEW = 30;

// One card per skin, the way players read a case; its wears and StatTrak
// variants are the details. The server groups the contents and computes the
// odds from the same integer weights the roll uses, rarest first.
const fragment = graphql`
  fragment CaseContents_case on Case {
    skins {
      staticName
      name
      weapon
      skin
      rarity
      image
      odds
      priceMin
      priceMax
      hasStattrak
      variants {
        id
        odds
        item {
          marketHashName
          stattrak
          price
        }
      }
    }
  }
`;

type Skin = CaseContents_case$data['skins'][number];

/** Odds under 0.01% read "<0.01%": rounded they would say 0%, which no item in a case has. */
export const ODDS_FLOOR = 0.0001;

export function Percent({ value }: { value: number }) {
  if (value > 0 && value < ODDS_FLOOR) {
    return (
      <>
        {'<'}
        <FormattedNumber value={ODDS_FLOOR} style="percent" maximumFractionDigits={2} />
      </>
    );
  }
  return <FormattedNumber value={value} style="percent" maximumFractionDigits={3} />;
}

function SkinCard({ s }: { s: Skin }) {
  const lang = useLang();
  const rarity = s.rarity ?? 'consumer';
  const price = s.priceMin === s.priceMax ? formatMoney(s.priceMin, lang) : `${formatMoney(s.priceMin, lang)} – ${formatMoney(s.priceMax, lang)}`;
  return (
    <div className={`content-card skin-card rarity--${rarity}`} data-testid="content-item">
      <ItemArt name={s.name} rarity={rarity} image={s.image} />
      <div className="content-card__info">
        <span className="content-card__weapon">
          {s.hasStattrak && <span className="stattrak">ST™ </span>}
          {s.weapon || s.name}
        </span>
        <span className="content-card__skin">{s.skin || s.weapon || s.name}</span>
      </div>
      <div className="content-card__foot">
        <span className="content-card__price">{price}</span>
        <span className="content-card__odds" data-testid="skin-odds">
          <Percent value={s.odds} />
        </span>
      </div>
      {s.variants.length > 1 && (
        <details className="skin-card__variants">
          <summary>
            <FormattedMessage id="catalog.contents.variants" values={{ count: s.variants.length }} />
          </summary>
          <ul>
            {s.variants.map((v) => {
              const { wear } = splitName(v.item.marketHashName);
              return (
                <li key={v.id}>
                  <span>
                    {v.item.stattrak && <span className="stattrak">ST™ </span>}
                    {wear ? <WearName wear={wear} /> : null}
                  </span>
                  <span>{formatMoney(v.item.price, lang)}</span>
                  <span className="skin-card__odds">
                    <Percent value={v.odds} />
                  </span>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </div>
  );
}

export function CaseContents({ caseRef }: { caseRef: CaseContents_case$key }) {
  const { skins } = useFragment(fragment, caseRef);
  const [all, setAll] = useState(false);
  const shown = all ? skins : skins.slice(0, PREVIEW);
  return (
    <section className="contents">
      <h2 className="section-title">
        <FormattedMessage id="catalog.contents.title" values={{ count: skins.length }} />
      </h2>
      <div className="contents__grid">
        {shown.map((s) => (
          <SkinCard key={s.staticName} s={s} />
        ))}
      </div>
      {shown.length < skins.length && (
        <div className="row row--center contents__more">
          <Button size="medium" color="secondary" onClick={() => setAll(true)}>
            <FormattedMessage id="catalog.contents.showAll" values={{ count: skins.length }} />
          </Button>
        </div>
      )}
    </section>
  );
}
