import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { budgetBytes, gzipSize, homeRouteChunks, measure } from '../check-bundle.mjs';
import { brotliQuality, LARGE_BYTES, precompress } from '../precompress.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '../check-bundle.mjs');

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_relay.js'], dynamicImports: ['src/features/home/HomePage.tsx', 'src/features/cases/CasePage.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_relay.js': { file: 'assets/relay.js', imports: ['_react.js'] },
  '_art.js': { file: 'assets/art.js', imports: ['index.html'] },
  '_roulette.js': { file: 'assets/roulette.js' },
  'src/features/home/HomePage.tsx': { file: 'assets/HomePage.js', src: 'src/features/home/HomePage.tsx', isDynamicEntry: true, imports: ['_art.js', 'index.html'], css: ['assets/HomePage.css'] },
  'src/features/cases/CasePage.tsx': { file: 'assets/CasePage.js', src: 'src/features/cases/CasePage.tsx', isDynamicEntry: true, imports: ['_roulette.js'] },
};

// Incompressible bytes so that gzip sizes are predictable enough to cross a budget.
const noise = (n) => randomBytes(n);

function fakeDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const c of Object.values(manifest)) writeFileSync(path.join(dist, c.file), noise(c.file.includes('Case') || c.file.includes('roulette') ? 90_000 : 20_000));
  return dist;
}

test('the home route is the entry, its static imports and the home screen with its imports', () => {
  assert.deepEqual(homeRouteChunks(manifest).sort(), ['_art.js', '_react.js', '_relay.js', 'index.html', 'src/features/home/HomePage.tsx']);
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
  for (const m of [two, reordered]) {
    assert.deepEqual(homeRouteChunks(m).sort(), ['_art.js', '_react.js', '_relay.js', 'index.html', 'src/features/home/HomePage.tsx']);
  }
});

test("a manifest without the client's entry is an error, not a pass", () => {
  const { 'index.html': _, ...rest } = manifest;
  assert.throws(() => homeRouteChunks({ ...rest, 'graphiql.html': { file: 'assets/graphiql.js', isEntry: true } }), /index\.html/);
  assert.throws(() => homeRouteChunks({ ...manifest, 'index.html': { ...manifest['index.html'], isEntry: false } }), /index\.html/);
});

test('a manifest without a home screen chunk is an error, not a pass', () => {
  const { 'src/features/home/HomePage.tsx': _, ...rest } = manifest;
  assert.throws(() => homeRouteChunks(rest), /home screen/);
});

test('measure sums the gzip size of the home route files only', () => {
  const dist = fakeDist();
  const { chunks, total } = measure(dist);
  assert.deepEqual(chunks.map((c) => c.file).sort(), ['assets/HomePage.js', 'assets/art.js', 'assets/index.js', 'assets/react.js', 'assets/relay.js']);
  const expected = chunks.reduce((n, c) => n + gzipSize(readFileSync(path.join(dist, c.file))), 0);
  assert.equal(total, expected);
  assert.ok(total > 5 * 20_000 * 0.9, 'noise does not compress');
});

test('BUNDLE_BUDGET_KB overrides the 150 KB budget and must be a positive number', () => {
  assert.equal(budgetBytes({}), 153_600);
  assert.equal(budgetBytes({ BUNDLE_BUDGET_KB: '80' }), 81_920);
  assert.throws(() => budgetBytes({ BUNDLE_BUDGET_KB: 'lots' }));
  assert.throws(() => budgetBytes({ BUNDLE_BUDGET_KB: '0' }));
});

test('the command fails above the budget and passes under it', () => {
  const dist = fakeDist(); // ~100 KB gzipped on the home route
  const over = spawnSync(process.execPath, [script, dist], { env: { ...process.env, BUNDLE_BUDGET_KB: '90' }, encoding: 'utf8' });
  assert.equal(over.status, 1, over.stdout + over.stderr);
  assert.match(over.stderr, /over the budget/);
  const under = spawnSync(process.execPath, [script, dist], { env: { ...process.env, BUNDLE_BUDGET_KB: '110' }, encoding: 'utf8' });
  assert.equal(under.status, 0, under.stdout + under.stderr);
  assert.match(under.stdout, /assets\/relay\.js/);
});

test('precompress writes .br and .gz beside text files that decompress to the original', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const js = Buffer.from('export const x = "casefront";\n'.repeat(200));
  writeFileSync(path.join(dist, 'assets/app.js'), js);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>' + '<p>hello</p>'.repeat(100));
  writeFileSync(path.join(dist, 'tiny.css'), 'a{}');
  writeFileSync(path.join(dist, 'logo.png'), noise(4000));
  precompress(dist);
  assert.deepEqual(brotliDecompressSync(readFileSync(path.join(dist, 'assets/app.js.br'))), js);
  assert.deepEqual(gunzipSync(readFileSync(path.join(dist, 'assets/app.js.gz'))), js);
  assert.ok(existsSync(path.join(dist, 'index.html.br')));
  assert.ok(!existsSync(path.join(dist, 'tiny.css.gz')), 'small files stay as they are');
  assert.ok(!existsSync(path.join(dist, 'logo.png.br')), 'binary files are not text');
});

test('precompress spends the best brotli quality on the client, not on the large editor files', () => {
  assert.equal(brotliQuality(300_000), 11);
  assert.equal(brotliQuality(LARGE_BYTES), 11);
  assert.equal(brotliQuality(LARGE_BYTES + 1), 9);
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const big = Buffer.from('export const monaco = "editor";\n'.repeat(Math.ceil((LARGE_BYTES + 1) / 32)));
  writeFileSync(path.join(dist, 'editor.js'), big);
  precompress(dist);
  assert.deepEqual(brotliDecompressSync(readFileSync(path.join(dist, 'editor.js.br'))), big);
});
