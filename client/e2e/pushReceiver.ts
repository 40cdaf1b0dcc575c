import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service on loopback for the browser specs: it takes the server's
// Web Push request (RFC 8030) and decrypts its aes128gcm body (RFC 8188,
// RFC 8291) with the keys of a browser subscription it made up, since
// headless Chromium has no push service to subscribe with.

export interface Delivery {
  headers: IncomingMessage['headers'];
  payload: Record<string, string>;
}

export interface PushReceiver {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The next push that arrives (decrypted). */
  next(timeoutMs?: number): Promise<Delivery>;
  close(): Promise<void>;
}

const b64url = (b: Buffer) => b.toString('base64url');

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** Opens an aes128gcm body with the browser's key pair and auth secret. */
export function decrypt(body: Buffer, ua: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const secret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = hkdf(auth, secret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end);
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const ua = createECDH('prime256v1');
  ua.generateKeys();
  const auth = randomBytes(16);
  const waiting: ((d: Delivery) => void)[] = [];
  const arrived: Delivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        if (req.method !== 'POST' || req.headers['content-encoding'] !== 'aes128gcm' || !/^vapid t=/.test(String(req.headers.authorization))) {
          throw new Error(`not a Web Push request: ${req.method} ${req.headers['content-encoding']}`);
        }
        const d: Delivery = { headers: req.headers, payload: JSON.parse(decrypt(Buffer.concat(chunks), ua, auth).toString('utf8')) };
        const w = waiting.shift();
        if (w) w(d);
        else arrived.push(d);
        res.writeHead(201).end();
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/push/${b64url(randomBytes(8))}`,
    p256dh: b64url(ua.getPublicKey()),
    auth: b64url(auth),
    next(timeoutMs = 15_000) {
      const ready = arrived.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise<Delivery>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('no push arrived')), timeoutMs);
        waiting.push((d) => {
          clearTimeout(t);
          resolve(d);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
