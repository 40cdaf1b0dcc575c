import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));
jest.mock('../../../app/layout/viewer', () => ({ useViewer: () => ({ id: 'VXNlcjox' }) }));

const item = (rewardType: string, condition: string, threshold: number, progress: number, received: boolean, met: boolean) => ({
  rewardType, crystals: 10, condition, threshold, progress, met, received, available: met && !received,
});
const mockData = {
  dailyCrystals: {
    day: '2026-12-01',
    items: [
      item('visit', 'none', 0, 0, true, true),
      item('level_5', 'level', 5, 5, false, true),
      item('cases_3', 'cases_today', 3, 1, false, false),
      item('deposit_5', 'deposit_today', 500, 0, false, false),
    ],
  },
};
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => mockData,
  useMutation: () => [mockCommit, false],
}));

import DailyCrystal from '../DailyCrystal';
import { FLAGS_KEY, readFlags, writeFlags } from '../flags';

beforeAll(() => loadNamespaces('en', ['shell', 'dailycrystal']));

it('shows each reward received, available or locked, and receives an available one', async () => {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'dailycrystal']}>
      <MemoryRouter>
        <DailyCrystal />
      </MemoryRouter>
    </IntlMessages>,
  );
  expect(await screen.findByText('Daily crystals')).toBeTruthy();
  expect(screen.getByTestId('crystal-visit').dataset.state).toBe('received');
  expect(screen.getByTestId('crystal-visit').textContent).toContain('Received');
  expect(screen.getByTestId('crystal-cases_3').textContent).toContain('Open 3 cases today');
  expect(screen.getByTestId('crystal-cases_3').textContent).toContain('1 / 3');
  expect(screen.getByTestId('crystal-deposit_5').textContent).toContain('Top up $5.00 today');
  const buttons = screen.getAllByTestId('crystal-receive') as HTMLButtonElement[];
  expect(buttons.map((b) => b.disabled)).toEqual([false, true, true]);
  fireEvent.click(buttons[0]);
  await act(async () => {});
  expect(mockCommit).toHaveBeenCalledTimes(1);
  expect(mockCommit.mock.calls[0][0].variables).toEqual({ rewardType: 'level_5' });
});

it('is the anchor the notices link to, comes into view on it, and resets their flags after a claim', async () => {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  writeFlags(localStorage, { viewer: 'VXNlcjox', day: '2026-12-01', welcome: true, available: ['level_5'] });
  mockCommit.mockReset();
  render(
    <IntlMessages lang="en" namespaces={['shell', 'dailycrystal']}>
      <MemoryRouter initialEntries={['/user/VXNlcjox#daily-crystal']}>
        <DailyCrystal />
      </MemoryRouter>
    </IntlMessages>,
  );
  const section = await screen.findByTestId('daily-crystal');
  expect(section.id).toBe('daily-crystal');
  expect(scrolled).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getAllByTestId('crystal-receive')[0]);
  // A refusal leaves the flags; a completed claim resets them.
  act(() => mockCommit.mock.calls[0][0].onError(new Error('refused')));
  expect(readFlags(localStorage, 'VXNlcjox', '2026-12-01').welcome).toBe(true);
  act(() => mockCommit.mock.calls[0][0].onCompleted({}));
  expect(JSON.parse(localStorage.getItem(FLAGS_KEY)!)).toEqual({ viewer: 'VXNlcjox', day: '2026-12-01', welcome: false, available: [] });
});
