// Home route JavaScript budget: the entry chunk, everything it imports
// statically, and the home screen's lazy chunk with its own static imports,
// gzipped. Exits 1 above the budget (150 KB; BUNDLE_BUDGET_KB overrides it).
//
//   node scripts/check-bundle.mjs [distDir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const DEFAULT_BUDGET_KB = 150;
// The router loads this screen for `/`.
export const HOME_SCREEN = /(^|\/)HomePage\.[jt]sx?$/;

// The client's page; other entries (GraphiQL's page) are not the home route.
export const CLIENT_ENTRY = 'index.html';

/** Manifest keys of the home route's chunks: entry + static imports, home screen + static imports. */
export function homeRouteChunks(manifest, homeScreen = HOME_SCREEN) {
  if (!manifest[CLIENT_ENTRY]?.isEntry) throw new Error(`the manifest has no entry chunk for ${CLIENT_ENTRY}`);
  const screens = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && homeScreen.test(manifest[k].src ?? k));
  if (screens.length !== 1) throw new Error(`expected one home screen chunk matching ${homeScreen}, found ${screens.length}`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(CLIENT_ENTRY);
  visit(screens[0]);
  return [...seen];
}

export function gzipSize(buf) {
  return gzipSync(buf, { level: constants.Z_BEST_COMPRESSION }).length;
}

// For information: what browsers that accept brotli download.
export function brotliSize(buf) {
  return brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
}

/** Sizes of the home route's JavaScript files in dist, largest first. */
export function measure(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = homeRouteChunks(manifest)
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'));
  const chunks = files
    .map((file) => {
      const body = readFileSync(path.join(dist, file));
      return { file, gzip: gzipSize(body), br: brotliSize(body) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { chunks, total: chunks.reduce((n, c) => n + c.gzip, 0), totalBr: chunks.reduce((n, c) => n + c.br, 0) };
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
  const { chunks, total, totalBr } = measure(dist);
  console.log(`${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
  for (const c of chunks) console.log(`${kb(c.gzip).padStart(10)}${kb(c.br).padStart(10)}  ${c.file}`);
  console.log(`${kb(total).padStart(10)}${kb(totalBr).padStart(10)}  home route JavaScript (budget ${kb(budget)} gzipped)`);
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
