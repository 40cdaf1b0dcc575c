import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/env/relay', () => ({ environment: {} }));
// What a player wears, resolved from the ids the entry carries.
jest.mock('../../customizations', () => ({
  useWear: (ids: { borderId?: number | null } | null) => (ids?.borderId === 7 ? { border: '/customizations/border-veteran.svg' } : null),
}));

const thing = (name: string) => ({ marketHashName: name, rarity: 'covert', stattrak: false, image: '', price: '5.00' });
const entry = (id: string, over: object) => ({
  changeId: id,
  userId: `U${id}`,
  nickname: `Player ${id}`,
  avatar: '',
  level: 0,
  borderId: null,
  hoodId: null,
  avatarId: null,
  createdAt: '2026-12-04T03:00:00Z',
  given: [thing('P250 | Sand Dune (Field-Tested)')],
  target: thing('AK-47 | Redline (Field-Tested)'),
  ...over,
});
const mockData = { changeFeed: [entry('1', { level: 12, borderId: 7 }), entry('2', {})] };
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useFragment: () => mockData,
  readInlineData: (_f: unknown, ref: unknown) => ref,
  useSubscription: () => {},
}));

import { ChangeFeed } from '../ChangeFeed';

beforeAll(() => loadNamespaces('en', ['shell', 'changer']));

it('draws each player as the live feed does: the level badge and what they wear', () => {
  render(
    <MemoryRouter>
      <IntlMessages lang="en" namespaces={['shell', 'changer']}>
        <ChangeFeed queryRef={{} as never} />
      </IntlMessages>
    </MemoryRouter>,
  );
  const [worn, plain] = screen.getAllByTestId('change-feed-entry');
  expect(worn.querySelector('[data-testid="level-badge"]')?.textContent).toBe('12');
  expect(worn.querySelector('[data-testid="level-badge"]')?.getAttribute('data-tier')).toBe('1');
  expect(worn.querySelector('[data-testid="avatar-border"]')?.getAttribute('src')).toBe('/customizations/border-veteran.svg');
  // A hidden level (0) draws no badge; nothing worn, no border.
  expect(plain.querySelector('[data-testid="level-badge"]')).toBeNull();
  expect(plain.querySelector('[data-testid="avatar-border"]')).toBeNull();
});
