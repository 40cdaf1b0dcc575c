import type shell from './catalogs/shell/en.json';
import type api from './catalogs/api/en.json';
import type footer from './catalogs/footer/en.json';
import type cookie from './catalogs/cookie/en.json';
import type feed from './catalogs/feed/en.json';
import type catalog from './catalogs/catalog/en.json';
import type cases from './catalogs/cases/en.json';
import type inventory from './catalogs/inventory/en.json';
import type fair from './catalogs/fair/en.json';
import type users from './catalogs/users/en.json';
import type promo from './catalogs/promo/en.json';
import type upgrade from './catalogs/upgrade/en.json';
import type contract from './catalogs/contract/en.json';
import type changer from './catalogs/changer/en.json';
import type pay from './catalogs/pay/en.json';
import type dailybonus from './catalogs/dailybonus/en.json';
import type battles from './catalogs/battles/en.json';
import type support from './catalogs/support/en.json';
import type blog from './catalogs/blog/en.json';
import type partner from './catalogs/partner/en.json';
import type dailycrystal from './catalogs/dailycrystal/en.json';
import type tasks from './catalogs/tasks/en.json';
import type warehouse from './catalogs/warehouse/en.json';
import type customizations from './catalogs/customizations/en.json';
import type gabenstore from './catalogs/gabenstore/en.json';
import type push from './catalogs/push/en.json';
import type notifications from './catalogs/notifications/en.json';
import type topdrop from './catalogs/topdrop/en.json';
import type pages from './catalogs/pages/en.json';
import type alerts from './catalogs/alerts/en.json';
import type quiz from './catalogs/quiz/en.json';
import type pickem from './catalogs/pickem/en.json';
import type season from './catalogs/season/en.json';
import type history from './catalogs/history/en.json';
import type socials from './catalogs/socials/en.json';

// Every message id, taken from the English catalogues: an id that is not in
// them does not compile.
export type MessageId =
  | keyof typeof shell
  | keyof typeof api
  | keyof typeof footer
  | keyof typeof cookie
  | keyof typeof feed
  | keyof typeof catalog
  | keyof typeof cases
  | keyof typeof inventory
  | keyof typeof fair
  | keyof typeof users
  | keyof typeof promo
  | keyof typeof upgrade
  | keyof typeof contract
  | keyof typeof changer
  | keyof typeof pay
  | keyof typeof dailybonus
  | keyof typeof battles
  | keyof typeof support
  | keyof typeof blog
  | keyof typeof partner
  | keyof typeof dailycrystal
  | keyof typeof tasks
  | keyof typeof warehouse
  | keyof typeof customizations
  | keyof typeof gabenstore
  | keyof typeof push
  | keyof typeof notifications
  | keyof typeof topdrop
  | keyof typeof pages
  | keyof typeof alerts
  | keyof typeof quiz
  | keyof typeof pickem
  | keyof typeof season
  | keyof typeof history
  | keyof typeof socials;

// react-intl's typing hook: FormattedMessage's id and formatMessage({ id })
// accept only MessageId.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** Narrows an id that comes from outside (a server error code) once it is known to exist. */
export function isMessageId(id: string, messages: Record<string, unknown>): id is MessageId {
  return Object.prototype.hasOwnProperty.call(messages, id);
}
