// Draws the PNG and ICO fallbacks of public/favicon.svg (same shapes, same
// colours as app/layout/Logo.tsx) without an image library:
//
//   node scripts/favicon.mjs   # writes public/favicon.ico and public/apple-touch-icon.png
//
// The outputs are committed; run again only when favicon.svg changes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const BG = hex('#0f1119');
const LIGHT = hex('#f5c96a');
const GOLD = hex('#e4ae39');

// favicon.svg in its 32×32 viewBox: [x, y, w, h, radius, fill(u, v)].
const shapes = [
  [0, 0, 32, 32, 7, () => BG],
  [4, 10, 24, 17, 3.5, (u, v) => mix(LIGHT, GOLD, (u + v) / 2)],
  [4, 6.5, 24, 7, 2.5, () => LIGHT],
  [13.5, 11.5, 5, 6, 1.3, () => BG],
];

const mix = (a, b, t) => a.map((x, i) => x + (b[i] - x) * t);

function inside([x, y, w, h, r], px, py) {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/** RGBA pixels of the icon at size×size, 4×4 supersampled. */
export function render(size) {
  const out = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const acc = [0, 0, 0, 0];
      for (let sj = 0; sj < n; sj++) {
        for (let si = 0; si < n; si++) {
          const px = ((i + (si + 0.5) / n) * 32) / size;
          const py = ((j + (sj + 0.5) / n) * 32) / size;
          let c = null;
          for (const s of shapes) if (inside(s, px, py)) c = s[5]((px - s[0]) / s[2], (py - s[1]) / s[3]);
          if (c) {
            acc[0] += c[0];
            acc[1] += c[1];
            acc[2] += c[2];
            acc[3] += 1;
          }
        }
      }
      const o = (j * size + i) * 4;
      if (acc[3]) for (let k = 0; k < 3; k++) out[o + k] = Math.round(acc[k] / acc[3]);
      out[o + 3] = Math.round((acc[3] / (n * n)) * 255);
    }
  }
  return out;
}

const crcTable = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function png(size) {
  const rgba = render(size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let j = 0; j < size; j++) rgba.copy(rows, j * (size * 4 + 1) + 1, j * size * 4, (j + 1) * size * 4);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding PNG images (supported by every current browser). */
export function ico(sizes) {
  const images = sizes.map(png);
  const head = Buffer.alloc(6 + 16 * sizes.length);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(sizes.length, 4);
  let offset = head.length;
  sizes.forEach((s, k) => {
    const e = 6 + 16 * k;
    head[e] = s % 256;
    head[e + 1] = s % 256;
    head.writeUInt16LE(1, e + 4);
    head.writeUInt16LE(32, e + 6);
    head.writeUInt32LE(images[k].length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += images[k].length;
  });
  return Buffer.concat([head, ...images]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pub = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public');
  writeFileSync(path.join(pub, 'favicon.ico'), ico([16, 32, 48]));
  writeFileSync(path.join(pub, 'apple-touch-icon.png'), png(180));
  console.log('wrote public/favicon.ico and public/apple-touch-icon.png');
}
