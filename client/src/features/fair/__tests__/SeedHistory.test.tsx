import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

const mockSeed = { serverSeed: 'ab'.repeat(32), serverSeedHash: 'cd'.repeat(32), clientSeed: 'mine', nonce: 3, createdAt: '2026-12-01T10:00:00Z', revealedAt: '2026-12-02T09:00:00Z' };
const mockPlays = [
  { game: 'case', nonce: 0, cursor: 0, roll: 'range:1-5', caseAlias: 'range-mix', caseRevision: 2, itemName: 'AK-47 | Redline (Field-Tested)' },
  { game: 'warehouse', nonce: 1, cursor: 0, roll: 'warehouse:100:1', caseAlias: null, caseRevision: null, itemName: 'P250 | Sand Dune (Field-Tested)' },
  { game: 'upgrade', nonce: 2, cursor: 0, roll: '', caseAlias: null, caseRevision: null, itemName: 'AWP | Asiimov (Field-Tested)' },
];
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: (q: { params: { name: string } }) => (q.params.name === 'SeedHistoryQuery' ? { revealedSeeds: [mockSeed] } : { seedPlays: mockPlays }),
}));

import SeedHistory, { playLink } from '../SeedHistory';

beforeAll(() => loadNamespaces('en', ['shell', 'fair']));

it('lists a revealed seed with its period and rolls, and opens its plays with a link per play', () => {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'fair']}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <SeedHistory />
        </Suspense>
      </MemoryRouter>
    </IntlMessages>,
  );
  const card = screen.getByTestId('seed-history-seed');
  expect(card.textContent).toContain(mockSeed.serverSeed);
  expect(card.textContent).toContain('3 rolls');
  expect(screen.queryByTestId('seed-plays')).toBeNull();
  fireEvent.click(screen.getByTestId('seed-history-toggle'));
  const links = screen.getAllByTestId('seed-play-verify').map((a) => new URL(a.getAttribute('href')!, 'http://x'));
  expect(links).toHaveLength(3);
  expect(links[0].searchParams.get('case')).toBe('range-mix');
  expect(links[0].searchParams.get('revision')).toBe('2');
  expect(links[0].searchParams.get('roll')).toBe('range:1-5');
  expect(links[1].searchParams.get('roll')).toBe('warehouse:100:1');
  expect(links[2].searchParams.get('nonce')).toBe('2');
  for (const l of links) expect(l.searchParams.get('serverSeed')).toBe(mockSeed.serverSeed);
});

it('builds a plain roll link for upgrades and contracts', () => {
  const href = playLink(mockSeed, { ...mockPlays[2], game: 'contract', nonce: 7 });
  expect(href).toBe(`/fair?clientSeed=mine&nonce=7&serverSeed=${mockSeed.serverSeed}`);
});
