import { test, expect, signIn, watchConsole } from './fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { readCatalogs, SAME_AS_ENGLISH } from '../scripts/same-as-english.mjs';

// The main screens in German, Polish and Chinese show no English and no raw
// message id. A text on the page fails when it is
//  - a message id (react-intl shows the id of a message it lacks; the page
//    also logs it as a console error here, see app/routing/messages.tsx), or
//  - a whole English message of at least one word of 4+ letters that the
//    language does not write the same way (scripts/same-as-english.mjs):
//    an English fallback, or a server's English label not routed through
//    the catalogue (pay groups and methods, level and stage names, ...).

const catalogs = readCatalogs(path.join(path.dirname(new URL(import.meta.url).pathname), '../src/i18n/catalogs'));
const messagesOf = (lang: string): Record<string, string> => Object.assign({}, ...Object.values(catalogs).map((byLang) => byLang[lang] ?? {}));
const en = messagesOf('en');
const ids = new Set(Object.keys(en));

/** A message's text when it has no argument or tag: what a page shows of it, whole. */
function plainText(message: string): string | null {
  try {
    const els = parse(message);
    return els.every((e) => e.type === TYPE.literal) ? els.map((e) => (e.type === TYPE.literal ? e.value : '')).join('') : null;
  } catch {
    return null;
  }
}
const ENGLISH = new Set(
  Object.values(en)
    .map(plainText)
    .filter((t): t is string => t !== null && /[A-Za-z]{4,}/.test(t))
    .map((t) => t.trim()),
);

/**
 * The English texts a page in lang must not show: all but the language's own
 * texts. Those are its translations and the values it writes as English does,
 * which check:messages lets through only when SAME_AS_ENGLISH allows them.
 */
function forbiddenIn(lang: string): Set<string> {
  if (!SAME_AS_ENGLISH[lang]) throw new Error(`no allow-list for ${lang}`);
  const own = new Set(Object.values(messagesOf(lang)).map((v) => plainText(v)?.trim()));
  return new Set([...ENGLISH].filter((t) => !own.has(t)));
}

const SCREENS: { name: string; path: string; ready: string }[] = [
  { name: 'home', path: '/', ready: 'case-card' },
  { name: 'case', path: '/recoil-case', ready: 'case-page' },
  { name: 'pay', path: '/pay/widget', ready: 'pay-group' },
  { name: 'upgrade', path: '/upgrade', ready: 'upgrade-page' },
  { name: 'contract', path: '/contract', ready: 'contract-page' },
  { name: 'battles', path: '/casebattle/active', ready: 'battles-page' },
  { name: 'fair', path: '/fair', ready: 'fair-page' },
  { name: 'profile', path: '/user/me', ready: 'profile-page' },
  { name: 'partner', path: '/partner', ready: 'partner-levels' },
  { name: 'promo', path: '/promo/WELCOME', ready: 'promo-page' },
];

/** Every visible text node, placeholder and aria-label of the page, trimmed. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const t = n.textContent?.trim();
      if (t && el && !el.closest('script, style, noscript') && el.checkVisibility()) out.push(t);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label]')) {
      if (!(el as HTMLElement).checkVisibility()) continue;
      for (const a of ['placeholder', 'aria-label']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
}

let context: BrowserContext;
let page: Page;
let errors: string[];
let pending = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
  // A message missing from a catalogue is a console error (app/routing/messages.tsx).
  await context.addInitScript(() => Object.assign(globalThis, { __INTL_STRICT__: true }));
  page = await context.newPage();
  errors = watchConsole(page, 'i18n');
  page.on('request', () => pending++);
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  await signIn(page, 'new');
});

test.afterAll(() => context?.close());

test.afterEach(() => {
  expect(errors.splice(0), 'console errors').toEqual([]);
});

/** Opens a screen inside the app (as its links do: no reload) and waits for it to settle. */
async function open(lang: string, s: (typeof SCREENS)[number]): Promise<void> {
  const url = `${lang === 'en' ? '' : `/${lang}`}${s.path}`.replace(/(.)\/$/, '$1');
  await page.evaluate((u) => {
    history.pushState(null, '', u);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page.getByTestId(s.ready).first(), s.name).toBeVisible();
  // Settled: no spinner, no request under way (the live socket is none).
  await expect(page.locator('.page-spinner, [aria-busy="true"]'), s.name).toHaveCount(0);
  await expect.poll(() => pending, { message: `${s.name}: requests settle`, intervals: [50] }).toBe(0);
}

/** What a screen shows that the language must not: message ids and English. */
async function strayTexts(lang: string, s: (typeof SCREENS)[number]): Promise<string[]> {
  const forbidden = forbiddenIn(lang);
  const found: string[] = [];
  for (const t of await visibleTexts(page)) {
    if (ids.has(t)) found.push(`${s.name}: message id ${t}`);
    else if (forbidden.has(t)) found.push(`${s.name}: English "${t}"`);
  }
  return found;
}

test('the check sees English: the pay page in English has what German must not show', async () => {
  const pay = SCREENS.find((s) => s.name === 'pay')!;
  await open('en', pay);
  expect(await strayTexts('de', pay)).toEqual(expect.arrayContaining(['pay: English "Cards"', 'pay: English "Payment methods"']));
});

for (const lang of ['de', 'pl', 'cn']) {
  test(`the main screens in ${lang} show no English and no message id`, async () => {
    const found: string[] = [];
    for (const s of SCREENS) {
      await open(lang, s);
      found.push(...(await strayTexts(lang, s)));
    }
    if (lang === 'de') {
      // The promo page's own texts come in the page language (its data's title.de).
      await expect(page.getByTestId('promo-title')).toHaveText('Willkommensbonus');
    }
    expect([...new Set(found)], `English or ids on the ${lang} screens`).toEqual([]);
  });
}
