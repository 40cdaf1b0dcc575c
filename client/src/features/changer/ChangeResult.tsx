import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import type { PickedDrop } from '../../entities/drop/selection';
import { ItemArt } from '../../entities/item/ItemArt';
import { splitName } from '../../entities/item/rarity';
import { formatMoney, moneyToCents } from '../../i18n/money';
import { ResultCard, ResultItem } from '../play/ResultCard';
import type { Target } from './ChangeTargets';
import type { ChangeResult_change$key } from '../../__generated__/ChangeResult_change.graphql';

// The result reads what was changed from the change itself (the prices it was made at).
const resultFragment = graphql`
  fragment ChangeResult_change on SkinChange {
    itemsValue
    credit
    targetPrice
    difference
    result {
      id
      item {
        ...ItemCard_item
      }
    }
  }
`;

/** The given items melt into the target while the change is announced. */
export function ChangeAnimation({ given, target, durationMs }: { given: PickedDrop[]; target: Target; durationMs: number }) {
  const style = { '--change-ms': `${durationMs}ms` } as CSSProperties;
  const { weapon, skin } = splitName(target.marketHashName);
  return (
    <div className="changer-anim" style={style} data-testid="change-animation" aria-hidden>
      <span className="changer-anim__given">
        {given.slice(0, 5).map((g) => (
          <span key={g.id} className="changer-anim__chip">
            {splitName(g.marketHashName).weapon}
          </span>
        ))}
      </span>
      <span className="changer-anim__arrow">→</span>
      <span className="changer-anim__target">
        <ItemArt name={target.marketHashName} rarity={target.rarity} image={target.image} compact />
        <span>
          <span className="muted">{weapon}</span> {skin}
        </span>
      </span>
    </div>
  );
}

/** The new item, and the difference paid to the balance. */
export function ChangeResult({ change, onAgain }: { change: ChangeResult_change$key; onAgain: () => void }) {
  const lang = useLang();
  const c = useFragment(resultFragment, change);
  return (
    <ResultCard cls="changer" testId="change-result" title={<FormattedMessage id="changer.result.title" />}>
      <ResultItem cls="changer" item={c.result.item} testId="change-new-item" />
      <p className="changer-result__diff" data-testid="change-credited" data-cents={moneyToCents(c.difference)}>
        <FormattedMessage id="changer.result.credited" values={{ amount: formatMoney(c.difference, lang) }} />
      </p>
      <p className="muted small">
        <FormattedMessage
          id="changer.result.detail"
          values={{ value: formatMoney(c.itemsValue, lang), credit: formatMoney(c.credit, lang), price: formatMoney(c.targetPrice, lang) }}
        />
      </p>
      <Button size="large" color="secondary" onClick={onAgain} data-testid="change-again">
        <FormattedMessage id="changer.result.again" />
      </Button>
    </ResultCard>
  );
}
