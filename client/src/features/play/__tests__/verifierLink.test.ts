import { verifierLink } from '../FairPanel';

describe('verifierLink', () => {
  it('carries the seeds, the nonce, the case and its contents revision', () => {
    const url = new URL(verifierLink({ serverSeed: 'abc', clientSeed: 'my seed', nonce: 7 }, 'recoil-case', 2), 'http://x');
    expect(url.pathname).toBe('/fair');
    expect(Object.fromEntries(url.searchParams)).toEqual({ serverSeed: 'abc', clientSeed: 'my seed', nonce: '7', case: 'recoil-case', revision: '2' });
  });

  it("carries a family's roll descriptor with the case", () => {
    const url = new URL(verifierLink({ clientSeed: 'c', nonce: 4 }, 'range-mix', 1, 'range:100-2500'), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ clientSeed: 'c', nonce: '4', case: 'range-mix', revision: '1', roll: 'range:100-2500' });
    // A roll means nothing without its case; an ordinary roll has none.
    expect(new URL(verifierLink({ clientSeed: 'c', nonce: 4 }, undefined, undefined, 'gacha:pity'), 'http://x').searchParams.has('roll')).toBe(false);
    expect(new URL(verifierLink({ clientSeed: 'c', nonce: 4 }, 'recoil-case', 1, ''), 'http://x').searchParams.has('roll')).toBe(false);
  });

  it('leaves out what it does not know', () => {
    const url = new URL(verifierLink({ clientSeed: 'c', nonce: 0 }, undefined, 3), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ clientSeed: 'c', nonce: '0' });
  });
});
