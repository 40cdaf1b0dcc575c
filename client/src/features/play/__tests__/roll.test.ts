import { createHash, createHmac, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { computeRoll, rollFromDigest, sha256Hex } from '../roll';

// The same vectors as the server's fair test (server/fair/testdata/vectors.json).
interface Vectors {
  rolls: { serverSeed: string; clientSeed: string; nonce: number; cursor: number; bits52: number; roll: number }[];
  hashes: { text: string; sha256: string }[];
}
const vectors: Vectors = JSON.parse(readFileSync(path.join(__dirname, '../../../../../server/fair/testdata/vectors.json'), 'utf8'));

// jsdom has no WebCrypto; the browser's is the same API as Node's.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

it('has vectors to check', () => {
  expect(vectors.rolls.length).toBeGreaterThan(3);
  expect(vectors.hashes.length).toBeGreaterThan(1);
});

describe.each(vectors.rolls)('roll $serverSeed / $clientSeed / $nonce / $cursor', (v) => {
  it('takes the first 52 bits of the HMAC over 2^52', () => {
    const digest = createHmac('sha256', v.serverSeed).update(`${v.clientSeed}:${v.nonce}:${v.cursor}`).digest();
    expect(rollFromDigest(new Uint8Array(digest))).toBe(v.roll);
    expect(v.roll * 2 ** 52).toBe(v.bits52);
  });

  it('recomputes it with WebCrypto as the verifier page does', async () => {
    await expect(computeRoll(v.serverSeed, v.clientSeed, v.nonce, v.cursor)).resolves.toBe(v.roll);
  });
});

it.each(vectors.hashes)('hashes $text like the server', async (h) => {
  expect(createHash('sha256').update(h.text).digest('hex')).toBe(h.sha256);
  await expect(sha256Hex(h.text)).resolves.toBe(h.sha256);
});
