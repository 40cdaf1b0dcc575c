// Writes name.br and name.gz beside every text file of the build, so the
// server sends them as they are instead of compressing on each request
// (server/web picks the encoding the browser accepts).
//
//   node scripts/precompress.mjs [distDir]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** Compresses the text files under dist; returns the files written. */
export function precompress(dist) {
  const written = [];
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
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
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
  const n = precompress(dist).length;
  console.log(`precompressed ${n} files in ${path.relative(process.cwd(), dist) || '.'}`);
}
