import { createHmac } from 'node:crypto';
import { rollFromDigest } from '../roll';

it('takes the first 52 bits of the HMAC over 2^52 (same vector as the server)', () => {
  const digest = createHmac('sha256', 'zz').update('a:0:0').digest();
  expect(rollFromDigest(new Uint8Array(digest))).toBe(0.7408240138733475);
});
