import { INTL_TAG, type Lang } from './locales';

// Money crosses the API as a decimal string of cents ("12.34"). Balances are
// truncated, never rounded, so work on the digits instead of floats.
export function moneyToCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const s = String(value).trim();
  const neg = s.startsWith('-');
  const [int = '0', frac = ''] = s.replace(/^[-+]/, '').split('.');
  const cents = Number(int || '0') * 100 + Number((frac + '00').slice(0, 2));
  return neg ? -cents : cents;
}

export function centsToMoney(cents: number): string {
  const neg = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  return `${neg ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: string | number | null | undefined, lang: Lang = 'en'): string {
  const tag = INTL_TAG[lang] ?? 'en';
  let f = formatters.get(tag);
  if (!f) {
    f = new Intl.NumberFormat(tag, {
      style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2, maximumFractionDigits: 2,
    });
    formatters.set(tag, f);
  }
  // Two exact decimals already, so the formatter has nothing left to round.
  return f.format(moneyToCents(value) / 100);
}

// Counters (online users, stats) use a plain space as the thousands separator.
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
