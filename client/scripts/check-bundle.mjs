// Home route JavaScript budget: every chunk a first visit to the home page
// loads for its first paint, gzipped, in the language whose messages weigh
// most (`/` is English, `/ru` Russian, ...). Exits 1 above the budget (150 KB;
// BUNDLE_BUDGET_KB overrides it).
//
// The set comes from the build's manifest: the entry chunk with everything it
// imports statically, plus the modules the shell and the home screen always
// import dynamically before the page is drawn (HOME_FIRST_PAINT below), each
// with its own static imports. A listed module that is not in the manifest
// fails the check, so a renamed or moved file cannot drop out of the count.
// The modules a first visit loads after the first paint (HOME_AFTER_PAINT)
// are shown but not counted. The e2e suite (e2e/shell.spec.ts) compares both
// lists with what Chromium actually downloads on a first visit, so neither
// can go stale.
//
//   node scripts/check-bundle.mjs [distDir]
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const DEFAULT_BUDGET_KB = 150;

// The client's page; other entries (GraphiQL's page) are not the home route.
export const CLIENT_ENTRY = 'index.html';

// The language of `/` (no prefix). In HOME_FIRST_PAINT, {lang} stands for
// each site language in turn.
export const HOME_LANG = 'en';

/** Source modules (manifest keys) that a first visit to home imports dynamically before its first paint. */
export const HOME_FIRST_PAINT = [
  // The router's screen for `/` (features/catalog/screens.ts).
  'src/features/catalog/HomePage.tsx',
  // Messages (i18n/load.ts): the shell's and the home screen's.
  'src/i18n/catalogs/shell/{lang}.json',
  'src/i18n/catalogs/catalog/{lang}.json',
];

/** The site languages the build has catalogues for (from the shell's). */
export function languagesIn(manifest) {
  return Object.keys(manifest)
    .map((k) => /^src\/i18n\/catalogs\/shell\/([a-z]+)\.json$/.exec(k)?.[1])
    .filter(Boolean)
    .sort();
}

const inLang = (modules, lang) => modules.map((m) => m.replaceAll('{lang}', lang));

/** Loaded on a first visit to `/` once the page is drawn: listed, not counted. */
export const HOME_AFTER_PAINT = [
  // Once the page has loaded and the home query has settled (lazyAfterPaint in
  // app/routing/lazy.ts): the live feed with its messages, the online counter
  // (Layout and Header hold their place meanwhile), the footer (below the
  // fold) and, as a first visit has not accepted cookies yet, the cookie
  // banner (it floats over the page).
  'src/features/feed/LiveFeed.tsx',
  'src/i18n/catalogs/feed/{lang}.json',
  'src/features/feed/OnlineCounter.tsx',
  // The sub-header's count of active battles (app/layout/SubHeader.tsx).
  'src/features/battles/ActiveCount.tsx',
  'src/app/layout/Footer.tsx',
  'src/i18n/catalogs/footer/{lang}.json',
  'src/app/layout/CookieBanner.tsx',
  'src/i18n/catalogs/cookie/{lang}.json',
  // The push service worker's registration and the push state (app/layout/Layout.tsx).
  'src/features/push/PushWatch.tsx',
  // The navigation beacons, click ids and analytics delivery
  // (features/tracking, mounted by the layout).
  'src/features/tracking/Tracker.tsx',
  // The operators' alert bar and modal notification, with their messages
  // (features/alerts, mounted by the layout).
  'src/features/alerts/AlertBar.tsx',
  'src/features/alerts/NoticeModal.tsx',
  'src/i18n/catalogs/alerts/{lang}.json',
  // The site events' seasonal theme (features/siteevents, mounted by the
  // layout); a theme's sheet loads only while one is worn.
  'src/features/siteevents/ThemeWatch.tsx',
  // The support chat's floating button, with the support messages
  // (features/support/ChatWidget, mounted by the layout).
  'src/features/support/ChatWidget.tsx',
  'src/i18n/catalogs/support/{lang}.json',
  // The live feed's subscription opens its socket after the feed has rendered
  // the wins the home query brought.
  'src/app/env/ws.ts',
  // On the window's load event (main.tsx): the error catalogue with the error
  // texts, and the map of the message catalogues that the next screen may need.
  'src/app/errors/errorMap.ts',
  'src/i18n/catalogs/api/{lang}.json',
  'src/i18n/domainCatalogs.ts',
];

export function closure(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return seen;
}

function checkListed(manifest, modules) {
  for (const src of modules) {
    const chunk = manifest[src];
    if (!chunk) throw new Error(`${src} is listed as loaded by the home route but the manifest has no chunk for it (renamed or moved? update scripts/check-bundle.mjs)`);
    if (!chunk.isDynamicEntry) throw new Error(`${src} is listed as a dynamic import but its chunk is not one (now imported statically? remove it from the list)`);
  }
}

/**
 * Manifest keys of the home route's first paint in a language: the entry and
 * its static imports, and each module of firstPaint with its static imports.
 */
export function homeRouteChunks(manifest, firstPaint = HOME_FIRST_PAINT, lang = HOME_LANG) {
  if (!manifest[CLIENT_ENTRY]?.isEntry) throw new Error(`the manifest has no entry chunk for ${CLIENT_ENTRY}`);
  const modules = inLang(firstPaint, lang);
  checkListed(manifest, modules);
  return [...closure(manifest, [CLIENT_ENTRY, ...modules])];
}

/** Manifest keys loaded after the first paint that the first paint did not already load. */
export function afterPaintChunks(manifest, afterPaint = HOME_AFTER_PAINT, firstPaint = HOME_FIRST_PAINT, lang = HOME_LANG) {
  const modules = inLang(afterPaint, lang);
  checkListed(manifest, modules);
  const first = new Set(homeRouteChunks(manifest, firstPaint, lang));
  return [...closure(manifest, modules)].filter((k) => !first.has(k));
}

export function gzipSize(buf) {
  return gzipSync(buf, { level: constants.Z_BEST_COMPRESSION }).length;
}

// For information: what browsers that accept brotli download.
export function brotliSize(buf) {
  return brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
}

// What the server sends: the build's precompressed variant (scripts/
// precompress.mjs) when there is one, else the file compressed here.
function served(dist, file, ext) {
  try {
    return statSync(path.join(dist, file + ext)).size;
  } catch {
    return undefined;
  }
}

function sizes(dist, manifest, keys) {
  const chunks = keys
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const body = readFileSync(path.join(dist, file));
      return { file, gzip: served(dist, file, '.gz') ?? gzipSize(body), br: served(dist, file, '.br') ?? brotliSize(body) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { chunks, total: chunks.reduce((n, c) => n + c.gzip, 0), totalBr: chunks.reduce((n, c) => n + c.br, 0) };
}

export function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/**
 * Sizes of the home route's first-paint JavaScript files in dist, largest
 * first, and of what follows it, in the heaviest language (`lang`); `langs`
 * has every language's first-paint total.
 */
export function measure(dist, { firstPaint = HOME_FIRST_PAINT, afterPaint = HOME_AFTER_PAINT } = {}) {
  const manifest = readManifest(dist);
  const langs = firstPaint.some((m) => m.includes('{lang}')) ? languagesIn(manifest) : [HOME_LANG];
  if (!langs.length) throw new Error('the manifest has no message catalogues (src/i18n/catalogs/shell/<lang>.json)');
  const each = langs.map((lang) => ({ lang, ...sizes(dist, manifest, homeRouteChunks(manifest, firstPaint, lang)) }));
  const worst = each.reduce((a, b) => (b.total > a.total ? b : a));
  const after = sizes(dist, manifest, afterPaintChunks(manifest, afterPaint, firstPaint, worst.lang));
  return { ...worst, after, langs: each.map(({ lang, total }) => ({ lang, total })) };
}

export function budgetBytes(env = process.env) {
  const raw = env.BUNDLE_BUDGET_KB;
  if (raw === undefined || raw === '') return DEFAULT_BUDGET_KB * 1024;
  const kb = Number(raw);
  if (!Number.isFinite(kb) || kb <= 0) throw new Error(`BUNDLE_BUDGET_KB must be a positive number, got ${JSON.stringify(raw)}`);
  return Math.round(kb * 1024);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = path.resolve(process.argv[2] ?? path.join(here, '../../server/web/dist'));
  const budget = budgetBytes();
  const manifest = readManifest(dist);
  const { lang, chunks, total, totalBr, after, langs } = measure(dist);
  const name = Object.fromEntries(Object.entries(manifest).map(([k, c]) => [c.file, c.src ?? k]));
  const row = (c) => `${kb(c.gzip).padStart(10)}${kb(c.br).padStart(10)}  ${c.file}  ${name[c.file] ?? ''}`;
  console.log(`home route in ${lang}, the heaviest language (${langs.map((l) => `${l.lang} ${kb(l.total)}`).join(', ')})`);
  console.log(`${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
  chunks.forEach((c) => console.log(row(c)));
  console.log(`${kb(total).padStart(10)}${kb(totalBr).padStart(10)}  home route JavaScript for the first paint (budget ${kb(budget)} gzipped)`);
  if (after.chunks.length) {
    console.log('\nloaded after the first paint (not counted):');
    after.chunks.forEach((c) => console.log(row(c)));
    console.log(`${kb(total + after.total).padStart(10)}${kb(totalBr + after.totalBr).padStart(10)}  everything a first visit to home loads`);
  }
  if (total > budget) {
    console.error(`bundle check: ${total} bytes is over the budget of ${budget} bytes`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (e) {
    console.error(`bundle check: ${e.message}`);
    process.exit(1);
  }
}
