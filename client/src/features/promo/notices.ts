import type { Notice } from '../../app/errors/errorMap';
import { centsToMoney, moneyToCents } from '../../i18n/money';

// What the player is told once a promo code or page is activated (spec 8):
// "Promocode was successfully activated", and for a money code that the
// amount will be added to the account, for a percent code that an extra N%
// was added to the next deposit.

export interface Activation {
  type: 'partner' | 'money' | 'percent' | 'case' | 'promo';
  /** dollars */
  amount: string;
  percent: number;
  caseName?: string | null;
}

export type Reward = 'money' | 'percent' | 'case' | 'none';

/**
 * What a code gives: its type, except that a promo page's code gives the
 * deposit bonus or the money its page offers, or nothing (server/promo rewardOf).
 */
export function rewardOf(a: Pick<Activation, 'type' | 'amount' | 'percent'>): Reward {
  switch (a.type) {
    case 'money':
    case 'percent':
    case 'case':
      return a.type;
    case 'promo':
      if (a.percent > 0) return 'percent';
      if (moneyToCents(a.amount) > 0) return 'money';
      return 'none';
    default:
      return 'none';
  }
}

export function activationNotice(a: Activation): Notice {
  const title = { id: 'promo.success.title' };
  switch (rewardOf(a)) {
    case 'money':
      return { tone: 'success', title, text: { id: 'promo.success.money', values: { amount: centsToMoney(moneyToCents(a.amount)) } } };
    case 'percent':
      return { tone: 'success', title, text: { id: 'promo.success.percent', values: { percent: a.percent } } };
    case 'case':
      if (a.caseName) return { tone: 'success', title, text: { id: 'promo.success.case', values: { name: a.caseName } } };
      return { tone: 'success', text: title };
    default:
      return { tone: 'success', text: title };
  }
}
