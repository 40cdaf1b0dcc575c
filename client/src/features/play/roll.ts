// The roll recomputed in the browser, so the verifier does not have to trust
// the server that made the roll: HMAC-SHA256 keyed with the server seed over
// "client:nonce:cursor"; the first 52 bits over 2^52. Seeds are UTF-8 text.
const enc = new TextEncoder();

export function rollFromDigest(digest: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < 6; i++) n = n * 256 + digest[i];
  n = n * 16 + (digest[6] >> 4);
  return n / 2 ** 52;
}

export async function computeRoll(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Promise<number | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null; // not a secure context
  const key = await subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = await subtle.sign('HMAC', key, enc.encode(`${clientSeed}:${nonce}:${cursor}`));
  return rollFromDigest(new Uint8Array(sig));
}

export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const d = new Uint8Array(await subtle.digest('SHA-256', enc.encode(text)));
  return [...d].map((b) => b.toString(16).padStart(2, '0')).join('');
}
