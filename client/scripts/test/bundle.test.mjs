import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterPaintChunks, budgetBytes, gzipSize, HOME_AFTER_PAINT, HOME_FIRST_PAINT, homeRouteChunks, measure } from '../check-bundle.mjs';
import { brotliQuality, LARGE_BYTES, precompress, sharedFiles } from '../precompress.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '../check-bundle.mjs');

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_relay.js'], dynamicImports: ['src/features/home/HomePage.tsx', 'src/features/cases/CasePage.tsx', 'src/feed/LiveFeed.tsx', 'src/i18n/catalogs/shell/en.json', 'src/env/ws.ts'] },
  '_react.js': { file: 'assets/react.js' },
  '_relay.js': { file: 'assets/relay.js', imports: ['_react.js'] },
  '_art.js': { file: 'assets/art.js', imports: ['index.html'] },
  '_roulette.js': { file: 'assets/roulette.js' },
  '_subscribe.js': { file: 'assets/subscribe.js', imports: ['_relay.js'] },
  'src/features/home/HomePage.tsx': { file: 'assets/HomePage.js', src: 'src/features/home/HomePage.tsx', isDynamicEntry: true, imports: ['_art.js', 'index.html'], css: ['assets/HomePage.css'] },
  'src/features/cases/CasePage.tsx': { file: 'assets/CasePage.js', src: 'src/features/cases/CasePage.tsx', isDynamicEntry: true, imports: ['_roulette.js', '_subscribe.js'] },
  'src/feed/LiveFeed.tsx': { file: 'assets/LiveFeed.js', src: 'src/feed/LiveFeed.tsx', isDynamicEntry: true, imports: ['_subscribe.js', 'index.html'] },
  'src/i18n/catalogs/shell/en.json': { file: 'assets/shell-en.js', src: 'src/i18n/catalogs/shell/en.json', isDynamicEntry: true },
  'src/env/ws.ts': { file: 'assets/ws.js', src: 'src/env/ws.ts', isDynamicEntry: true, imports: ['_relay.js', '_graphql-ws.js'] },
  '_graphql-ws.js': { file: 'assets/graphql-ws.js' },
};
const FIRST = ['src/features/home/HomePage.tsx', 'src/feed/LiveFeed.tsx', 'src/i18n/catalogs/shell/en.json'];
const AFTER = ['src/env/ws.ts'];
const HOME = ['_art.js', '_react.js', '_relay.js', '_subscribe.js', 'index.html', 'src/features/home/HomePage.tsx', 'src/feed/LiveFeed.tsx', 'src/i18n/catalogs/shell/en.json'];

// Incompressible bytes so that gzip sizes are predictable enough to cross a budget.
const noise = (n) => randomBytes(n);

// The fake build with the real lists' modules too (small), for the command itself.
const real = [...HOME_FIRST_PAINT, ...HOME_AFTER_PAINT].map((m) => m.replaceAll('{lang}', 'en'));
const withReal = { ...manifest, ...Object.fromEntries(real.map((src, i) => [src, { file: `assets/real${i}.js`, src, isDynamicEntry: true }])) };

function fakeDist(m = manifest) {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(m));
  for (const c of Object.values(m)) {
    const size = c.file.includes('Case') || c.file.includes('roulette') ? 90_000 : c.file.includes('real') ? 100 : 12_500;
    writeFileSync(path.join(dist, c.file), noise(size));
  }
  return dist;
}

test("the home route's first paint is the entry with its static imports and each listed dynamic import with its own", () => {
  assert.deepEqual(homeRouteChunks(manifest, FIRST).sort(), HOME);
});

test('what loads after the first paint is counted apart, without what the first paint already brought', () => {
  assert.deepEqual(afterPaintChunks(manifest, AFTER, FIRST).sort(), ['_graphql-ws.js', 'src/env/ws.ts']);
});

test('a second entry (another page) is not part of the home route', () => {
  const two = {
    ...manifest,
    'graphiql.html': { file: 'assets/graphiql.js', src: 'graphiql.html', isEntry: true, imports: ['_react.js', '_editor.js'], dynamicImports: ['_monaco.js'] },
    '_editor.js': { file: 'assets/editor.js', imports: ['_relay.js'] },
    '_monaco.js': { file: 'assets/monaco.js', isDynamicEntry: true },
  };
  // Listed before the client's entry, as a manifest may order them.
  const reordered = Object.fromEntries([['graphiql.html', two['graphiql.html']], ...Object.entries(two)]);
  for (const m of [two, reordered]) assert.deepEqual(homeRouteChunks(m, FIRST).sort(), HOME);
});

test("a manifest without the client's entry is an error, not a pass", () => {
  const { 'index.html': _, ...rest } = manifest;
  assert.throws(() => homeRouteChunks({ ...rest, 'graphiql.html': { file: 'assets/graphiql.js', isEntry: true } }, FIRST), /index\.html/);
  assert.throws(() => homeRouteChunks({ ...manifest, 'index.html': { ...manifest['index.html'], isEntry: false } }, FIRST), /index\.html/);
});

test('a listed module missing from the manifest is an error, not a pass', () => {
  const { 'src/feed/LiveFeed.tsx': _, ...rest } = manifest;
  assert.throws(() => homeRouteChunks(rest, FIRST), /src\/feed\/LiveFeed\.tsx is listed/);
  assert.throws(() => afterPaintChunks(manifest, ['src/env/gone.ts'], FIRST), /src\/env\/gone\.ts is listed/);
  // Imported statically now: it is in the entry's count already, and the list is stale.
  const { 'src/feed/LiveFeed.tsx': feed } = manifest;
  assert.throws(() => homeRouteChunks({ ...manifest, 'src/feed/LiveFeed.tsx': { ...feed, isDynamicEntry: false } }, FIRST), /not one/);
});

test("the real lists name the home screen and the first screen's messages first, the shell's deferred parts after", () => {
  for (const src of ['src/features/catalog/HomePage.tsx', 'src/i18n/catalogs/shell/{lang}.json', 'src/i18n/catalogs/catalog/{lang}.json']) {
    assert.ok(HOME_FIRST_PAINT.includes(src), src);
  }
  for (const src of ['src/features/feed/LiveFeed.tsx', 'src/i18n/catalogs/feed/{lang}.json', 'src/features/feed/OnlineCounter.tsx', 'src/app/layout/Footer.tsx', 'src/app/layout/CookieBanner.tsx', 'src/app/env/ws.ts']) {
    assert.ok(HOME_AFTER_PAINT.includes(src), src);
    assert.ok(!HOME_FIRST_PAINT.includes(src), src);
  }
});

test('measure sums the gzip size of the first-paint files only, and reports the rest apart', () => {
  const dist = fakeDist();
  const { chunks, total, after } = measure(dist, { firstPaint: FIRST, afterPaint: AFTER });
  assert.deepEqual(chunks.map((c) => c.file).sort(), ['assets/HomePage.js', 'assets/LiveFeed.js', 'assets/art.js', 'assets/index.js', 'assets/react.js', 'assets/relay.js', 'assets/shell-en.js', 'assets/subscribe.js']);
  const expected = chunks.reduce((n, c) => n + gzipSize(readFileSync(path.join(dist, c.file))), 0);
  assert.equal(total, expected);
  assert.ok(total > 8 * 12_500 * 0.9, 'noise does not compress');
  assert.deepEqual(after.chunks.map((c) => c.file).sort(), ['assets/graphql-ws.js', 'assets/ws.js']);
});

test('the budget applies to the language whose catalogues weigh most', () => {
  const catalogue = (lang) => `src/i18n/catalogs/shell/${lang}.json`;
  const two = {
    ...manifest,
    [catalogue('de')]: { file: 'assets/shell-de.js', src: catalogue('de'), isDynamicEntry: true },
    [catalogue('ru')]: { file: 'assets/shell-ru.js', src: catalogue('ru'), isDynamicEntry: true },
  };
  delete two['src/i18n/catalogs/shell/en.json'];
  const dist = fakeDist(two);
  writeFileSync(path.join(dist, 'assets/shell-ru.js'), noise(30_000));
  const first = ['src/features/home/HomePage.tsx', 'src/i18n/catalogs/shell/{lang}.json'];
  const { lang, chunks, langs } = measure(dist, { firstPaint: first, afterPaint: [] });
  assert.equal(lang, 'ru');
  assert.ok(chunks.some((c) => c.file === 'assets/shell-ru.js'));
  assert.deepEqual(langs.map((l) => l.lang), ['de', 'ru']);
  assert.ok(langs[1].total - langs[0].total > 15_000);
});

test('BUNDLE_BUDGET_KB overrides the 150 KB budget and must be a positive number', () => {
  assert.equal(budgetBytes({}), 153_600);
  assert.equal(budgetBytes({ BUNDLE_BUDGET_KB: '80' }), 81_920);
  assert.throws(() => budgetBytes({ BUNDLE_BUDGET_KB: 'lots' }));
  assert.throws(() => budgetBytes({ BUNDLE_BUDGET_KB: '0' }));
});

test('the command fails above the budget and passes under it', () => {
  const dist = fakeDist(withReal); // ~38 KB gzipped on the home route: the entry and its imports
  const over = spawnSync(process.execPath, [script, dist], { env: { ...process.env, BUNDLE_BUDGET_KB: '30' }, encoding: 'utf8' });
  assert.equal(over.status, 1, over.stdout + over.stderr);
  assert.match(over.stderr, /over the budget/);
  const under = spawnSync(process.execPath, [script, dist], { env: { ...process.env, BUNDLE_BUDGET_KB: '45' }, encoding: 'utf8' });
  assert.equal(under.status, 0, under.stdout + under.stderr);
  assert.match(under.stdout, /assets\/relay\.js/);
  assert.match(under.stdout, /after the first paint/);
});

test('the command fails when a listed module is not in the build', () => {
  const dist = fakeDist(manifest);
  const run = spawnSync(process.execPath, [script, dist], { encoding: 'utf8' });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /is listed as loaded by the home route but the manifest has no chunk for it/);
});

test('precompress writes .br and .gz beside text files that decompress to the original', async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const js = Buffer.from('export const x = "casefront";\n'.repeat(200));
  writeFileSync(path.join(dist, 'assets/app.js'), js);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>' + '<p>hello</p>'.repeat(100));
  writeFileSync(path.join(dist, 'tiny.css'), 'a{}');
  writeFileSync(path.join(dist, 'logo.png'), noise(4000));
  await precompress(dist);
  assert.deepEqual(brotliDecompressSync(readFileSync(path.join(dist, 'assets/app.js.br'))), js);
  assert.deepEqual(gunzipSync(readFileSync(path.join(dist, 'assets/app.js.gz'))), js);
  assert.ok(existsSync(path.join(dist, 'index.html.br')));
  assert.ok(!existsSync(path.join(dist, 'tiny.css.gz')), 'small files stay as they are');
  assert.ok(!existsSync(path.join(dist, 'logo.png.br')), 'binary files are not text');
});

test('precompress spends the best brotli quality on the client, not on the large editor files', async () => {
  assert.equal(brotliQuality(300_000), 11);
  assert.equal(brotliQuality(LARGE_BYTES), 11);
  assert.equal(brotliQuality(LARGE_BYTES + 1), 9);
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const big = Buffer.from('export const monaco = "editor";\n'.repeat(Math.ceil((LARGE_BYTES + 1) / 32)));
  writeFileSync(path.join(dist, 'editor.js'), big);
  await precompress(dist);
  assert.deepEqual(brotliDecompressSync(readFileSync(path.join(dist, 'editor.js.br'))), big);
});

test('precompress gzips the chunks every first visit loads with Zopfli, smaller than zlib and still gzip', async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/Page.tsx'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/Page.tsx': { file: 'assets/Page.js', isDynamicEntry: true },
    }),
  );
  // Text with long-range repeats, where a harder LZ77 search pays.
  const words = Array.from({ length: 120 }, (_, i) => `function f${i}(a,b){return a*${i}+b-${(i * 7919) % 1000};}`);
  const body = Buffer.from(Array.from({ length: 3 }, (_, k) => words.slice(k * 40).concat(words.slice(0, k * 40)).join('\n')).join('\n'));
  for (const f of ['index.js', 'vendor.js', 'Page.js']) writeFileSync(path.join(dist, 'assets', f), body);
  assert.deepEqual([...sharedFiles(dist)].sort(), ['assets/index.js', 'assets/vendor.js']);
  await precompress(dist);
  const size = (f) => readFileSync(path.join(dist, 'assets', f)).length;
  for (const f of ['index.js.gz', 'vendor.js.gz', 'Page.js.gz']) assert.deepEqual(gunzipSync(readFileSync(path.join(dist, 'assets', f))), body);
  assert.ok(size('index.js.gz') < size('Page.js.gz'), `zopfli ${size('index.js.gz')} vs zlib ${size('Page.js.gz')}`);
  assert.equal(size('vendor.js.gz'), size('index.js.gz'));
  assert.equal(size('Page.js.gz'), gzipSize(body), 'a chunk loaded later keeps zlib at its best level');
});

test('the check counts what the server sends: a precompressed variant when the build has one', () => {
  const dist = fakeDist(manifest);
  const before = measure(dist, { firstPaint: FIRST, afterPaint: AFTER });
  const entry = before.chunks.find((c) => c.file === 'assets/index.js');
  writeFileSync(path.join(dist, 'assets/index.js.gz'), Buffer.alloc(7));
  writeFileSync(path.join(dist, 'assets/index.js.br'), Buffer.alloc(5));
  const after = measure(dist, { firstPaint: FIRST, afterPaint: AFTER });
  assert.equal(after.chunks.find((c) => c.file === 'assets/index.js').gzip, 7);
  assert.equal(after.chunks.find((c) => c.file === 'assets/index.js').br, 5);
  assert.equal(after.total, before.total - entry.gzip + 7);
});
