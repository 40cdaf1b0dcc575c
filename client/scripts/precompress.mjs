// Writes name.br and name.gz beside every text file of the build, so the
// server sends them as they are instead of compressing on each request
// (server/web picks the encoding the browser accepts).
//
// The chunks every first visit downloads, whatever its page (the client
// entry and what it imports statically: React, Relay, intl, the shell), are
// gzipped with Zopfli: a deflate encoder that searches much harder than
// zlib's best level for a stream any gzip decoder reads, about 3% smaller
// here, for a few seconds of build time. Browsers without brotli get those
// bytes on every first visit; the other chunks keep zlib's best level, as
// Zopfli over all of them would take minutes.
//
//   node scripts/precompress.mjs [distDir]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import { CLIENT_ENTRY, closure } from './check-bundle.mjs';

export const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/;
// Below this a compressed file saves less than the headers it adds.
export const MIN_BYTES = 512;
// Brotli's best quality takes about a second and a half per megabyte. Files
// this large are GraphiQL's editor (the client's chunks are far smaller):
// quality 9 compresses them in a twentieth of the time, ~10% larger.
export const LARGE_BYTES = 512 * 1024;

/** The brotli quality for a file of n bytes. */
export function brotliQuality(n) {
  return n > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

/** Build files (relative to dist) that every first visit loads: the client entry's static closure. */
export function sharedFiles(dist) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    return new Set();
  }
  if (!manifest[CLIENT_ENTRY]) return new Set();
  return new Set([...closure(manifest, [CLIENT_ENTRY])].map((k) => manifest[k].file));
}

/** Zopfli's gzip of buf (15 iterations, its default for small files). */
export async function zopfli(buf) {
  return Buffer.from(await zopfliGzip(buf, { numiterations: 15 }));
}

/** Compresses the text files under dist; returns the files written. */
export async function precompress(dist) {
  const written = [];
  const shared = sharedFiles(dist);
  for (const file of walk(dist)) {
    if (!TEXT.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const rel = path.relative(dist, file).split(path.sep).join('/');
    const gz = shared.has(rel) && body.length <= LARGE_BYTES ? await zopfli(body) : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    // Keep a variant only when it is smaller than the file itself.
    for (const [ext, data] of [['.br', br], ['.gz', gz]]) {
      if (data.length >= body.length) continue;
      writeFileSync(file + ext, data);
      written.push(file + ext);
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = path.resolve(process.argv[2] ?? path.join(here, '../../server/web/dist'));
  const n = (await precompress(dist)).length;
  console.log(`precompressed ${n} files in ${path.relative(process.cwd(), dist) || '.'}`);
}
