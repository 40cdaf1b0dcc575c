import { createHash, createHmac, webcrypto } from 'node:crypto';
import { screen } from '@testing-library/react';
import { loadNamespaces } from '../../../i18n/load';
import { harness, mount, settle } from './harness';

jest.mock('../../../app/env/relay', () => ({ environment: {} }));

import BattleVerifier, { battleRollSeed, checkLocally } from '../BattleVerifier';

// The battle's scheme written out with Node's crypto, independently of the
// browser code (docs/battles.md "Provably fair"):
//   client_seeds_hash = SHA-256(seed_0 ":" seed_1 ...)
//   roll = first 52 bits of HMAC-SHA256(server_seed, client_seeds_hash ":" battle_id ":" round ":" seat) / 2^52
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
function roll(serverSeed: string, seedsHash: string, battleId: string, round: number, seat: number) {
  const d = createHmac('sha256', serverSeed).update(`${seedsHash}:${battleId}:${round}:${seat}`).digest();
  const bits = Number(BigInt(`0x${d.subarray(0, 7).toString('hex')}`) >> 4n);
  return { bits52: bits, roll: bits / 2 ** 52 };
}

const SERVER_SEED = '5f'.repeat(32);
const SEEDS = ['alice-seed', 'bot-4294967297-1'];
const ID = '4294967297';

function verification(tamper = false) {
  const seedsHash = sha(SEEDS.join(':'));
  const item = { id: 'I1', marketHashName: 'AK-47 | Redline (Field-Tested)', rarity: 'classified' as const, image: '', price: '12.00' };
  const rounds = [1, 2].map((round) => ({
    round,
    caseRevision: 1,
    totalWeight: 1000,
    case: { id: 'C1', alias: 'alpha-case', name: 'Alpha Case' },
    rolls: [0, 1].map((seat) => {
      const r = roll(SERVER_SEED, seedsHash, ID, round, seat);
      const value = tamper && round === 2 && seat === 1 ? r.roll / 2 : r.roll;
      return { seat, bits52: r.bits52, roll: value, ticket: Math.floor(value * 1000), matches: true, item };
    }),
  }));
  return {
    battleId: ID,
    serverSeed: SERVER_SEED,
    serverSeedHash: sha(SERVER_SEED),
    battleHash: sha(SERVER_SEED),
    hashMatches: true,
    clientSeeds: SEEDS,
    clientSeedsHash: seedsHash,
    clientSeedsMatch: true,
    rounds,
    seatTotals: ['24.00', '24.00'],
    winnerSeats: [0],
    tied: [0, 1],
    tieTicket: 0,
    winnersMatch: true,
    ok: true,
  };
}

beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  return loadNamespaces('en', ['shell', 'battles', 'api']);
});

describe('the battle verifier', () => {
  it('writes the roll’s message as the scheme says', () => {
    expect(battleRollSeed('abc', '42')).toBe('abc:42');
  });

  it('recomputes the seeds’ hashes and every roll in the browser', async () => {
    await expect(checkLocally(verification())).resolves.toBe(true);
    await expect(checkLocally(verification(true))).resolves.toBe(false);
    await expect(checkLocally({ ...verification(), clientSeeds: ['other', SEEDS[1]] })).resolves.toBe(false);
    await expect(checkLocally({ ...verification(), battleHash: sha('another seed') })).resolves.toBe(false);
  });

  it('shows the server’s verdict, each roll, the tie draw and the browser’s check', async () => {
    const h = harness({ BattleVerifierQuery: () => ({ verifyBattle: verification() }) });
    await mount(h, <BattleVerifier />, ['battles', 'api'], `/fair?battle=${ID}&key=k3y`);
    await settle();
    expect(h.sent.find((s) => s.name === 'BattleVerifierQuery')?.variables).toEqual({ id: ID, serverSeed: null, privateKey: 'k3y' });
    expect(screen.getByTestId('battle-verdict').textContent).toBe('Everything matches: this battle was played fairly.');
    expect(screen.getAllByTestId('verify-roll')).toHaveLength(4);
    expect(screen.getByTestId('verify-tie').textContent).toBe('tied sides 1, 2, ticket 0');
    expect(screen.getByTestId('battle-verification').textContent).toContain('seat 1');
    expect((await screen.findByTestId('battle-local-check')).textContent).toBe('Recomputed in your browser: the seeds and every roll match.');
  });
});
