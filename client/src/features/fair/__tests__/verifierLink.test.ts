import { verifierLink } from '../FairPanel';

describe('verifierLink', () => {
  it('carries the seeds, the nonce, the case and its contents revision', () => {
    const url = new URL(verifierLink({ serverSeed: 'abc', clientSeed: 'my seed', nonce: 7 }, 'recoil-case', 2), 'http://x');
    expect(url.pathname).toBe('/fair');
    expect(Object.fromEntries(url.searchParams)).toEqual({ serverSeed: 'abc', clientSeed: 'my seed', nonce: '7', case: 'recoil-case', revision: '2' });
  });

  it('leaves out what it does not know', () => {
    const url = new URL(verifierLink({ clientSeed: 'c', nonce: 0 }, undefined, 3), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ clientSeed: 'c', nonce: '0' });
  });
});
