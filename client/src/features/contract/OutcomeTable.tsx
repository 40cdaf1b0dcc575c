import type { CSSProperties } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useLang } from '../../app/routing/lang';
import { ItemArt } from '../../entities/item/ItemArt';
import { rarityColor, splitName } from '../../entities/item/rarity';
import { formatMoney, moneyToCents } from '../../i18n/money';
import { chanceFraction, ticketPercent } from './rules';

export interface OutcomeLine {
  readonly item: { readonly id: string; readonly marketHashName: string; readonly rarity: string; readonly image: string | null | undefined };
  readonly price: string;
  readonly from: number;
  readonly to: number;
  readonly chance: number;
}

interface Props {
  lines: readonly OutcomeLine[];
  /** cents: each line's multiple of it is shown */
  stake: number;
  /** The roll once made: the pointer runs to the ticket and the line it fell in lights up. */
  roll?: { ticket: number; durationMs: number; hit: number; done: boolean } | null;
}

/**
 * The published outcome table: the ticket line 0..999,999 as a bar cut into
 * the lines' ranges, then each line with its item, price and chance.
 */
export function OutcomeTable({ lines, stake, roll }: Props) {
  const lang = useLang();
  const intl = useIntl();
  const pointer = roll ? ({ '--to': `${ticketPercent(roll.ticket)}%`, '--roll-ms': `${roll.durationMs}ms` } as CSSProperties) : undefined;
  return (
    <div className="outcomes" data-testid="outcome-table">
      <div className="outcomes__bar" aria-hidden>
        {lines.map((l, i) => (
          <span
            key={l.item.id}
            className={`outcomes__seg ${roll?.done && roll.hit === i ? 'is-hit' : ''}`}
            style={{ width: `${(l.chance / 10_000).toFixed(4)}%`, background: rarityColor(l.item.rarity) }}
          />
        ))}
        {roll && <i key={roll.ticket} className={`outcomes__pointer ${roll.done ? 'is-done' : ''}`} style={pointer} data-testid="roll-pointer" />}
      </div>
      <table className="outcomes__table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'contract.table.item' })}</th>
            <th scope="col" className="num">{intl.formatMessage({ id: 'contract.table.price' })}</th>
            <th scope="col" className="num">{intl.formatMessage({ id: 'contract.table.chance' })}</th>
            <th scope="col" className="num outcomes__tickets">{intl.formatMessage({ id: 'contract.table.tickets' })}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => {
            const { weapon, skin } = splitName(l.item.marketHashName);
            const cents = moneyToCents(l.price);
            return (
              <tr
                key={l.item.id}
                className={`rarity--${l.item.rarity} ${roll?.done && roll.hit === i ? 'is-hit' : ''} ${cents >= stake ? 'is-up' : 'is-down'}`}
                data-testid="outcome-line"
                data-market-name={l.item.marketHashName}
                data-from={l.from}
                data-to={l.to}
              >
                <td className="outcomes__item">
                  <ItemArt name={l.item.marketHashName} rarity={l.item.rarity} image={l.item.image} compact />
                  <span className="outcomes__name">
                    <span className="muted">{weapon}</span> {skin}
                  </span>
                </td>
                <td className="num">
                  <span className="outcomes__price">{formatMoney(l.price, lang)}</span>
                  {stake > 0 && (
                    <span className="muted small outcomes__mult">
                      ×<FormattedNumber value={cents / stake} maximumFractionDigits={2} />
                    </span>
                  )}
                </td>
                <td className="num" data-testid="outcome-chance">
                  <FormattedNumber value={chanceFraction(l.chance)} style="percent" minimumFractionDigits={2} maximumFractionDigits={4} />
                </td>
                <td className="num muted small outcomes__tickets">
                  <FormattedMessage id="contract.table.range" values={{ from: <FormattedNumber value={l.from} />, to: <FormattedNumber value={l.to - 1} /> }} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
