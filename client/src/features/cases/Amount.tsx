import { useIntl } from 'react-intl';
import { useLang } from '../../app/routing/lang';
import { centsToMoney, formatMoney } from '../../i18n/money';
import type { CaseCurrency } from './family';

// A price in the currency a case is paid in: dollars, bullets, candies, or free.

const ICON: Partial<Record<CaseCurrency, string>> = { BULLETS: '●', CANDIES: '✦' };

/** amount is an integer of the currency: cents for MONEY, units for BULLETS and CANDIES. */
export function useFormatAmount(): (currency: CaseCurrency, amount: number) => string {
  const intl = useIntl();
  const lang = useLang();
  return (currency, amount) => {
    switch (currency) {
      case 'MONEY':
        return formatMoney(centsToMoney(amount), lang);
      case 'BULLETS':
        return intl.formatMessage({ id: 'cases.amount.bullets' }, { count: amount });
      case 'CANDIES':
        return intl.formatMessage({ id: 'cases.amount.candies' }, { count: amount });
      default:
        return intl.formatMessage({ id: 'cases.amount.free' });
    }
  };
}

/** The amount with the currency's icon (the header shows bullets the same way). */
export function Amount({ currency, amount, testId }: { currency: CaseCurrency; amount: number; testId?: string }) {
  const format = useFormatAmount();
  const icon = ICON[currency];
  return (
    <span className={`amount amount--${currency.toLowerCase()}`} data-testid={testId} data-currency={currency} data-amount={amount}>
      {icon && (
        <span className={`currency currency--${currency === 'BULLETS' ? 'bullet' : 'candy'}`} aria-hidden>
          {icon}{' '}
        </span>
      )}
      {format(currency, amount)}
    </span>
  );
}
