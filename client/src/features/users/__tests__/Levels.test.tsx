import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

// What the server answers: the levels with the viewer's state and the extra rewards.
const level = (n: number, over: object = {}) => ({
  level: n,
  xp: 50 * n * (n + 1),
  reached: n <= 3,
  claimed: n <= 1,
  claimable: n === 2,
  reward: {
    crystals: n % 10 ? 10 * n : 0,
    bullets: 0,
    balance: n % 10 ? '0.00' : '1.00',
    case: n === 2 ? { id: 'C1', name: 'Recoil Case' } : null,
    customization: n === 3 ? { customizationId: 7, type: 'border', name: 'Veteran ring', fileUrl: '/customizations/border-veteran.svg' } : null,
  },
  ...over,
});
const mockData = {
  levels: Array.from({ length: 10 }, (_, i) => level(i + 1)),
  extraLevelRewards: {
    missingLevels: [5],
    rewards: [
      { level: 5, crystals: 250, referrals: 0, maxDeposit: '5.00', reached: true, claimed: false, claimable: true, referralsProgress: 0, depositsProgress: '5.00', case: null },
      { level: 10, crystals: 500, referrals: 1, maxDeposit: '10.00', reached: false, claimed: false, claimable: false, referralsProgress: 0, depositsProgress: '2.50', case: null },
    ],
  },
};
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => mockData,
  useMutation: () => [mockCommit, false],
}));

import { Levels } from '../Levels';

beforeAll(() => loadNamespaces('en', ['shell', 'users']));
beforeEach(() => mockCommit.mockReset());

function show() {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'users']}>
      <MemoryRouter>
        <Levels />
      </MemoryRouter>
    </IntlMessages>,
  );
}

it('lists the levels with their XP and reward, and offers only the next reached level', async () => {
  show();
  expect(await screen.findByText('Levels')).toBeTruthy();
  expect(screen.getByTestId('level-1').textContent).toContain('Claimed');
  expect(screen.getByTestId('level-2').textContent).toContain('300 XP');
  expect(screen.getByTestId('level-2').textContent).toContain('20 crystals · Case: Recoil Case');
  expect(screen.getByTestId('level-10').textContent).toContain('$1.00');
  // A level's customization is named with its type and drawn.
  expect(screen.getByTestId('level-3').textContent).toContain('30 crystals · Border: Veteran ring');
  expect(screen.getByTestId('level-3').querySelector('img')?.getAttribute('src')).toBe('/customizations/border-veteran.svg');
  expect(screen.getAllByTestId('level-customization')).toHaveLength(1);
  const buttons = screen.getAllByTestId('level-claim');
  expect(buttons).toHaveLength(1);
  expect(screen.getByTestId('level-2').contains(buttons[0])).toBe(true);
  fireEvent.click(buttons[0]);
  await act(async () => {});
  expect(mockCommit).toHaveBeenCalledTimes(1);
  expect(mockCommit.mock.calls[0][0].variables).toEqual({ level: 2 });
});

it('shows the extra rewards with their progress and claims a claimable one', async () => {
  show();
  expect(await screen.findByText('Extra rewards')).toBeTruthy();
  expect(screen.getByTestId('extra-10').textContent).toContain('Referrals 0 / 1');
  expect(screen.getByTestId('extra-10').textContent).toContain('Deposits $2.50 / $10.00');
  const buttons = screen.getAllByTestId('extra-claim');
  expect(buttons).toHaveLength(1);
  fireEvent.click(buttons[0]);
  await act(async () => {});
  expect(mockCommit.mock.calls[0][0].variables).toEqual({ level: 5 });
});
