import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { setViewedTicket } from '../../support';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

let mockViewer: { id: string } | null = { id: 'U1' };
jest.mock('../../../app/layout/viewer', () => ({ useViewer: () => mockViewer }));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const notice = (id: string, kind: string, params: Record<string, string>, read = false, at = minutesAgo(5)) => ({
  id,
  kind,
  url: '/user/me',
  createdAt: at,
  read,
  params: Object.entries(params).map(([name, value]) => ({ name, value })),
});

// The server as the bell sees it: the first page, the marks sent, the live feed.
const mockEnvironment = {};
let mockPage: unknown;
const mockMarks: unknown[] = [];
let mockUnreadAfter = 0; // what the server counts after a mark
let mockOnNext: ((d: unknown) => void) | null = null;
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useRelayEnvironment: () => mockEnvironment,
  fetchQuery: () => ({
    subscribe: ({ next }: { next: (d: unknown) => void }) => {
      next(mockPage);
      return { unsubscribe: () => undefined };
    },
  }),
  commitMutation: (_env: unknown, cfg: { variables: unknown; onCompleted: (d: unknown) => void }) => {
    mockMarks.push(cfg.variables);
    cfg.onCompleted({ markNotificationsRead: mockUnreadAfter });
  },
  useSubscription: (config: { onNext: (d: unknown) => void }) => {
    mockOnNext = config.onNext;
  },
}));

import Bell from '../Bell';

beforeAll(() => loadNamespaces('en', ['shell', 'notifications']));
beforeEach(() => {
  mockViewer = { id: 'U1' };
  mockMarks.length = 0;
  mockUnreadAfter = 0;
  setViewedTicket(null);
  mockPage = {
    unreadNotifications: 2,
    notifications: {
      edges: [
        { node: notice('N2', 'withdrawal_sent', { item: 'AK-47 | Redline', value: '5.00' }) },
        { node: notice('N1', 'level_reward', { level: '7' }, false, minutesAgo(120)) },
        { node: notice('N0', 'battle_started', { battle: '12' }, true, minutesAgo(3 * 24 * 60)) },
      ],
    },
  };
});

function show() {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'notifications']}>
      <MemoryRouter>
        <Bell />
      </MemoryRouter>
    </IntlMessages>,
  );
}

it('shows the unread count and, opened, each notice with its text, link and age', async () => {
  show();
  expect((await screen.findByTestId('notification-count')).textContent).toBe('2');
  fireEvent.click(screen.getByTestId('notification-button'));
  const items = screen.getAllByTestId('notification-item');
  expect(items.map((i) => i.textContent)).toEqual([
    'Withdrawal sent: AK-47 | Redline5 minutes ago',
    'Level 7 reached: claim your reward2 hours ago',
    'Your case battle #12 has started3 days ago',
  ]);
  expect(items[0].querySelector('a')?.getAttribute('href')).toBe('/user/me');
});

it('marks all read: the badge goes and the server is told', async () => {
  show();
  await screen.findByTestId('notification-count');
  fireEvent.click(screen.getByTestId('notification-button'));
  fireEvent.click(screen.getByTestId('notification-mark-all'));
  expect(mockMarks).toEqual([{ all: true }]);
  expect(screen.queryByTestId('notification-count')).toBeNull();
});

it('adds a live notice on top and counts it, once however often it arrives', async () => {
  show();
  await screen.findByTestId('notification-count');
  const live = { notificationAdded: notice('N3', 'withdrawal_failed', { item: 'AWP | Asiimov', value: '40.00', reason: 'out_of_stock' }, false, minutesAgo(0)) };
  act(() => mockOnNext?.(live));
  act(() => mockOnNext?.(live));
  await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('3'));
  fireEvent.click(screen.getByTestId('notification-button'));
  const first = screen.getAllByTestId('notification-item')[0];
  expect(first.textContent).toContain('Withdrawal of AWP | Asiimov failed: $40.00 is back on your balance');
  expect(screen.getAllByTestId('notification-item')).toHaveLength(4);
});

it("keeps quiet about an answer on the ticket whose thread is open, and tells of another's", async () => {
  show();
  await screen.findByTestId('notification-count');
  setViewedTicket('42');
  mockUnreadAfter = 2; // N2 and N1; the answer on screen is read at once
  act(() => mockOnNext?.({ notificationAdded: notice('N4', 'support_reply', { ticket: '42', subject: 'Stuck', status: 'solved' }) }));
  expect(screen.getByTestId('notification-count').textContent).toBe('2');
  expect(mockMarks).toEqual([{ ids: ['N4'] }]);
  act(() => mockOnNext?.({ notificationAdded: notice('N5', 'support_reply', { ticket: '7', subject: 'Other', status: 'closed' }) }));
  await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('3'));
  fireEvent.click(screen.getByTestId('notification-button'));
  expect(screen.getAllByTestId('notification-item')[0].textContent).toContain('Your ticket #7 is closed: Other');
});

it('shows nothing to a visitor', () => {
  mockViewer = null;
  show();
  expect(screen.queryByTestId('notification-bell')).toBeNull();
});
