// Values another language writes exactly as English does. Anything else
// identical to English in another catalogue is an untranslated string:
// check-messages fails on it (and on an entry here whose value is no longer
// the English one), and the rendered-screen check (e2e/i18n.spec.ts) fails
// when such a text shows on a page in that language.
//
// Per language, by message id, grouped by the reason the text stays.
import fs from 'node:fs';
import path from 'node:path';

// Placeholders, numbers and symbols only: nothing to translate.
const PLACEHOLDERS = ['contract.mode.range', 'contract.summary.rangeValue', 'contract.table.range', 'dailycrystal.progress', 'gabenstore.price', 'tasks.progress', 'upgrade.tier.range'];
// "BO3": the esports format as every scene but Brazil's (MD3) writes it.
const BEST_OF = ['pickem.bestOf'];
// RTP (return to player): the industry's abbreviation, used as is.
const RTP = ['cases.rtp'];
// "XP" and "OK" as the language writes them.
const XP = ['users.xp'];
const OK = ['common.ok'];
// Proper nouns: the CS2 Pick’em, Black Friday and Halloween as the language names them.
const PICKEM = ['nav.pickem', 'page.pickem'];
const EVENTS = ['event.blackfriday', 'event.halloween', 'event.halloween2025'];
// Words the language uses as they are in English.
const BLOG = ['nav.blog', 'page.blog'];
const BOT = ['battles.seat.bot'];
const SKIN = ['inventory.trade.kind.skin'];
const SKINS = ['gabenstore.skins', 'pay.group.skins', 'pay.method.skins'];
const MARKETING = ['cookie.category.marketing'];
const BONUS = ['history.col.bonus', 'pay.result.bonus'];
const NORMAL = ['contract.mode.normal'];
const STATUS = ['history.col.status', 'partner.transfers.stateTitle', 'users.withdrawals.state'];
const MENU = ['header.menu'];
const CHANCE = ['contract.table.chance', 'history.col.chance', 'season.chance', 'warehouse.chance'];
const TICKET = ['battles.verify.ticket', 'fair.ticket'];
const CURSOR = ['fair.cursor'];
const SUPPORT = ['support.link', 'support.staff', 'support.title'];
const FAQ = ['page.faq'];
const MINIMUM = ['partner.withdraw.minimum'];
const PARTNER = ['nav.partner'];
const PINATA = ['season.pinata'];
// "Cashback" as these languages write it (their gabenstore.intro says so too).
const CASHBACK = ['history.reason.cashback'];

/** @type {Record<string, string[]>} */
export const SAME_AS_ENGLISH = {
  ru: [...PLACEHOLDERS, ...BEST_OF, ...RTP, ...XP],
  de: [
    ...PLACEHOLDERS, ...BEST_OF, ...RTP, ...OK, ...PICKEM, ...EVENTS, ...BLOG, ...BOT, ...SKIN, ...SKINS, ...MARKETING,
    ...BONUS, ...NORMAL, ...STATUS, ...CHANCE, ...TICKET, ...CURSOR, ...SUPPORT, ...FAQ, ...PARTNER, ...PINATA, ...CASHBACK,
    // The German catalogue's gaming terms: Battle, Case(s), Item, Team, Upgrade(s), Level, Event.
    'battles.battle.title', 'battles.create.cases', 'battles.presets.teams', 'battles.team', 'battles.verify.item', 'contract.table.item',
    'fair.case', 'fair.seeds.game.case', 'gabenstore.cases', 'history.col.case', 'pickem.case', 'users.levels.case',
    'fair.seeds.game.upgrade', 'history.reason.upgrade', 'history.tab.upgrades', 'nav.upgrade', 'page.upgrade', 'dailybonus.level',
    'users.level', 'customizations.label.event',
    // German loanwords: Tags, Ticket(s), News, Shop, Sitemap, Playoffs; Commitment and Salt as German cryptography names them.
    'blog.tags', 'contract.result.ticketOnly', 'contract.table.tickets', 'pages.sitemap.news', 'partner.transfers.kind.shop', 'page.sitemap',
    'pickem.stage.playoffs',
    'cases.discovered.commitment', 'cases.discovered.salt',
  ],
  fr: [
    ...PLACEHOLDERS, ...BEST_OF, ...RTP, ...XP, ...OK, ...PICKEM, ...EVENTS, ...BLOG, ...BOT, ...SKIN, ...SKINS, ...MARKETING,
    ...BONUS, ...NORMAL, ...MENU, ...CHANCE, ...TICKET, ...SUPPORT, ...FAQ, ...MINIMUM, ...PINATA, ...CASHBACK,
    // French words spelt as the English ones.
    'battles.presets.duel', 'battles.presets.duelX3', 'contract.mode.label', 'contract.result.ticketOnly', 'contract.table.tickets',
    'customizations.type.avatar', 'inventory.trade.kind.crypto', 'partner.transfers.kind.crypto', 'notifications.title', 'push.card.title',
    'pages.sitemap.pages', 'history.col.date', 'partner.history.date', 'users.withdrawals.date', 'partner.transfers.kindTitle',
    'users.withdrawals.kind',
    'pickem.participants', 'pickem.points', 'promo.page.title', 'season.points', 'season.position', 'time.minutes', 'support.message',
    'upgrade.dial.chance',
  ],
  es: [
    ...PLACEHOLDERS, ...BEST_OF, ...RTP, ...XP, ...PICKEM, ...EVENTS, ...BLOG, ...BOT, ...SKIN, ...SKINS, ...MARKETING, ...NORMAL,
    ...TICKET, ...CURSOR, ...PINATA,
    // "Error" is Spanish.
    'api.error',
  ],
  br: [
    ...PLACEHOLDERS, ...RTP, ...XP, ...OK, ...PICKEM, ...EVENTS, ...BLOG, ...BOT, ...SKIN, ...SKINS, ...MARKETING, ...NORMAL,
    ...STATUS, ...MENU, ...CHANCE, ...TICKET, ...CURSOR, ...CASHBACK,
    // Portuguese "item"; Tags and Upgrade(s) as Brazilian players say them.
    'battles.verify.item', 'contract.table.item', 'history.col.item', 'season.item', 'warehouse.item', 'blog.tags',
    'fair.seeds.game.upgrade', 'history.reason.upgrade', 'history.tab.upgrades', 'nav.upgrade', 'page.upgrade', 'upgrade.dial.chance',
  ],
  pl: [
    ...PLACEHOLDERS, ...BEST_OF, ...RTP, ...OK, ...PICKEM, ...EVENTS, ...BLOG, ...BOT, ...SKIN, ...MARKETING, ...BONUS, ...STATUS,
    ...MENU, ...FAQ, ...MINIMUM, ...PARTNER, ...CASHBACK,
  ],
  tr: [...PLACEHOLDERS, ...BEST_OF, ...RTP, ...XP, ...PICKEM, ...BLOG, ...BOT, ...SKIN, ...BONUS, ...NORMAL],
  cn: [...PLACEHOLDERS, ...BEST_OF],
  jp: [...PLACEHOLDERS, ...BEST_OF, ...XP, ...OK],
  kr: [...PLACEHOLDERS, ...BEST_OF, ...XP],
};

/** { namespace: { lang: messages } } from catalogs/<namespace>/<lang>.json. */
export function readCatalogs(dir) {
  const out = {};
  for (const ns of fs.readdirSync(dir)) {
    const d = path.join(dir, ns);
    if (!fs.statSync(d).isDirectory()) continue;
    out[ns] = {};
    for (const f of fs.readdirSync(d)) if (f.endsWith('.json')) out[ns][f.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(d, f), 'utf8'));
  }
  return out;
}

/**
 * Problems of the catalogues against English: a key of English a language
 * lacks, a value identical to English that is not allowed, an allowed one
 * that is no longer identical (or no longer exists).
 */
export function sameAsEnglishProblems(catalogs, allowed = SAME_AS_ENGLISH) {
  const problems = [];
  const en = {};
  const langs = new Set();
  for (const [ns, byLang] of Object.entries(catalogs)) {
    if (!byLang.en) {
      problems.push(`catalogs/${ns}: no en.json`);
      continue;
    }
    for (const [id, v] of Object.entries(byLang.en)) en[id] = { ns, v };
    for (const lang of Object.keys(byLang)) if (lang !== 'en') langs.add(lang);
  }
  for (const lang of Object.keys(allowed)) if (!langs.has(lang)) problems.push(`same-as-english.mjs: no catalogue of language ${lang}`);
  for (const lang of [...langs].sort()) {
    const ok = new Set(allowed[lang] ?? []);
    for (const [id, { ns, v }] of Object.entries(en)) {
      const m = catalogs[ns][lang];
      if (!m || !(id in m)) problems.push(`${lang}: ${id} missing (catalogs/${ns}/${lang}.json)`);
      else if (m[id] === v && !ok.has(id)) problems.push(`${lang}: ${id} is the English ${JSON.stringify(v)}: translate it, or allow it with its reason in scripts/same-as-english.mjs`);
    }
    for (const id of ok) {
      if (!(id in en)) problems.push(`${lang}: ${id} is allowed as English in same-as-english.mjs but is no message`);
      else if (catalogs[en[id].ns][lang]?.[id] !== en[id].v) problems.push(`${lang}: ${id} is allowed as English in same-as-english.mjs but reads ${JSON.stringify(catalogs[en[id].ns][lang]?.[id])}: drop the entry`);
    }
  }
  return problems;
}
