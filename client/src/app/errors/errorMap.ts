import { moneyToCents, centsToMoney } from '../../i18n/money';
import type { ApiError } from './ApiError';
import type { ApiErrorKey } from './keys.gen';
import { parseTime } from './time';

// Maps a failed call to what the player sees (spec 8). Pure, so it is tested
// on its own; app/errors/handle.ts carries the result out.

export type Tone = 'error' | 'warning' | 'info' | 'success';

/** A message id plus ICU values; `fallback` is the server's own text. */
export interface Text {
  id: string;
  values?: Record<string, string | number | Text>;
  fallback?: string;
}

export interface Notice {
  tone: Tone;
  title?: Text;
  text: Text;
  icon?: boolean;
  /** A link under the text, inside the site (a path without the language prefix). */
  link?: { to: string; label: Text };
}

export type CooldownPeriod = 'today' | 'month' | 'twice';

export type ErrorAction =
  | { kind: 'silent'; waitSeconds?: number }
  | { kind: 'login' }
  | { kind: 'skillGaming'; delayMs: number }
  | { kind: 'promoCooldown'; period: CooldownPeriod; code?: string }
  | { kind: 'info'; title: Text; content: Text }
  | { kind: 'selfBanned'; until: number | null; notice: Notice }
  | { kind: 'notice'; notice: Notice };

export interface ErrorContext {
  /** Requests flagged quiet show nothing. */
  quiet?: boolean;
  /** Upgrade, contract, skin-changer and case-battle areas show yellow notices with an icon. */
  area?: 'upgrade' | 'case_battle' | string;
  /** The promo code being activated, for cooldown texts. */
  promoCode?: string;
  now?: number;
}

export const MIN_TOPUP = 4;
export const YELLOW_AREAS = new Set(['upgrade', 'upgrade_new', 'case_battle', 'contract', 'skin_changer']);

const COOLDOWNS: Record<string, CooldownPeriod> = {
  'api.code_should_cooldown': 'today',
  'api.code_should_cooldown_today': 'today',
  'api.code_should_cooldown_month': 'month',
  'api.code_should_cooldown_twice': 'twice',
  'api.code_should_cooldown_twice_today': 'twice',
};

/**
 * The message id for each key the server sends (keys.gen.ts is generated
 * from server/apperr): a new server key fails type checking until mapped.
 */
export const SERVER_ERROR_TEXT: Record<ApiErrorKey, string> = {
  'api.no_auth': 'api.no_auth',
  'api.forbidden': 'api.forbidden',
  'api.not_found': 'api.not_found',
  'api.validation': 'api.validation',
  'api.not_enough_money': 'api.not_enough_money',
  'api.not_enough_bullets': 'api.not_enough_bullets',
  'api.not_enough_candies': 'api.not_enough_candies',
  'api.case_disabled': 'api.case_disabled',
  'api.restricted': 'api.restricted',
  'api.item_not_owned': 'api.item_not_owned',
  'api.item_already_sold': 'api.item_already_sold',
  'api.self_banned': 'api.self_banned',
  'api.account_restricted': 'api.account_restricted',
  'api.rate_limited': 'api.rate_limited',
  'api.session_invalid': 'api.session_invalid',
  'api.login_failed': 'api.login_failed',
  'api.method_not_allowed': 'api.generic',
  'api.payload_too_large': 'api.generic',
  'api.no_deposits': 'api.no_deposits',
  'api.user_has_referer': 'api.user_has_referer',
  // A retried call the ledger had applied with another amount: a bug, not a player's mistake.
  'api.idempotency_conflict': 'api.generic',
  // Cooldowns open the promo cooldown modal (mapApiError), never a notice.
  'api.code_should_cooldown': 'api.generic',
  'api.code_should_cooldown_today': 'api.generic',
  'api.code_should_cooldown_month': 'api.generic',
  'api.code_should_cooldown_twice': 'api.generic',
  'api.code_should_cooldown_twice_today': 'api.generic',
  // Refusals of one feature's calls, in that feature's messages (loaded by
  // the pages that make the calls; elsewhere the server's text shows).
  'api.promo_unavailable': 'promo.error.unavailable',
  'api.payment_unavailable': 'pay.error.unavailable',
  // The gateways' webhooks, never a player's call.
  'api.webhook_invalid': 'api.generic',
  // Case battles (yellow notices in the case_battle area).
  'api.battle_full': 'api.battle_full',
  'api.battle_already_joined': 'api.battle_already_joined',
  'api.battle_private': 'api.battle_private',
  'api.battle_started': 'api.battle_started',
  'api.rematch_closed': 'api.rematch_closed',
  // Withdrawals and swaps. api.trades_blocked shows the time left
  // (mapApiError); the others show their fields (limit left, minimum).
  'api.trades_blocked': 'api.trades_blocked',
  'api.no_trade_url': 'api.no_trade_url',
  'api.trade_url_mismatch': 'api.trade_url_mismatch',
  'api.opskins_retired': 'api.opskins_retired',
  'api.withdraw_limit': 'api.withdraw_limit',
  'api.item_too_cheap': 'api.item_too_cheap',
  'api.wagering_required': 'api.wagering_required',
  'api.invalid_wallet': 'api.invalid_wallet',
  'api.withdraw_not_open': 'api.withdraw_not_open',
  'api.swap_unavailable': 'api.swap_unavailable',
  'api.supplier_unavailable': 'api.supplier_unavailable',
  'api.comment_rate_limiter': 'api.comment_rate_limiter',
  // The partner programme (api.withdraw_too_small shows its minimum).
  'api.partner_code_taken': 'api.partner_code_taken',
  'api.partner_code_invalid': 'api.partner_code_invalid',
  'api.partner_code_no_changes': 'api.partner_code_no_changes',
  'api.partner_balance_low': 'api.partner_balance_low',
  'api.withdraw_too_small': 'api.withdraw_too_small',
  // Customizations and the event store (a failed customization purchase shows the server's own text: GabenstorePage).
  'api.customization_not_owned': 'api.customization_not_owned',
  'api.customization_owned': 'api.customization_owned',
  'api.out_of_stock': 'api.out_of_stock',
  'api.not_enough_event_balance': 'api.not_enough_event_balance',
  'api.need_skill_gaming_vote': 'api.need_skill_gaming_vote',
  'api.pickem_vote_locked': 'api.pickem_vote_locked',
  'api.pickem_not_ongoing': 'api.pickem_not_ongoing',
  // The socials (the profile's section shows its own texts inline; these elsewhere).
  'api.social_unavailable': 'api.social_unavailable',
  'api.social_taken': 'api.social_taken',
  'api.internal': 'api.internal',
};

function messageId(code: string): string {
  if (Object.hasOwn(SERVER_ERROR_TEXT, code)) return SERVER_ERROR_TEXT[code as ApiErrorKey];
  return code.startsWith('api.') ? code : 'api.generic';
}

/** Remaining ban time as hours+minutes, minutes, or seconds. */
export function remainingText(ms: number): Text {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 3600) return { id: 'time.hoursMinutes', values: { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60) } };
  if (s >= 60) return { id: 'time.minutes', values: { minutes: Math.floor(s / 60) } };
  return { id: 'time.seconds', values: { seconds: s } };
}

function scalarFields(fields: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  return out;
}

export function mapApiError(err: Pick<ApiError, 'code' | 'message' | 'fields' | 'status'>, ctx: ErrorContext = {}): ErrorAction {
  const { code, fields } = err;
  if (ctx.quiet) return { kind: 'silent' };
  if (code === 'api.no_auth') return { kind: 'login' };
  if (code === 'api.comment_rate_limiter') {
    const wait = Number(fields.rate_limiting_seconds ?? fields.rateLimitingSeconds);
    return { kind: 'silent', waitSeconds: Number.isFinite(wait) ? wait : undefined };
  }
  if (code === 'api.need_skill_gaming_vote') return { kind: 'skillGaming', delayMs: 1000 };
  if (code === 'api.user_has_referer') return { kind: 'info', title: { id: 'api.error' }, content: { id: code } };
  if (code in COOLDOWNS) {
    // The promo code the server names in the error's fields (extensions.code
    // is the error key itself), else the one being activated.
    const named = fields.promocode ?? fields.promo_code ?? fields.promoCode;
    return { kind: 'promoCooldown', period: COOLDOWNS[code], code: typeof named === 'string' && named ? named : ctx.promoCode };
  }
  if (code === 'api.no_deposits') {
    const raw = fields.amount ?? fields.min_amount ?? fields.minAmount ?? fields.unsecured_balance_topup_min_amount;
    const cents = Math.max(MIN_TOPUP * 100, moneyToCents(raw as string | number | undefined));
    return { kind: 'notice', notice: { tone: 'error', text: { id: 'api.no_deposits', values: { amount: centsToMoney(cents) } } } };
  }
  if (code === 'api.self_banned') {
    // The viewer is reloaded so the blocking self-ban modal opens (spec 6).
    const until = parseTime(fields.ban_until ?? fields.banUntil);
    return { kind: 'selfBanned', until, notice: { tone: 'error', text: { id: code, fallback: err.message } } };
  }
  if (code === 'api.trades_blocked') {
    const until = parseTime(fields.ban_until ?? fields.banUntil);
    const left = until === null ? 0 : until - (ctx.now ?? Date.now());
    const remaining = remainingText(left);
    return {
      kind: 'notice',
      notice: { tone: 'error', title: { id: 'notice.oops' }, text: { id: 'api.trades_blocked', values: { time: remaining } } },
    };
  }
  const text: Text = { id: messageId(code), values: scalarFields(fields), fallback: err.message };
  if (ctx.area && YELLOW_AREAS.has(ctx.area)) return { kind: 'notice', notice: { tone: 'warning', icon: true, text } };
  return { kind: 'notice', notice: { tone: 'error', text } };
}
