import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlMessages } from '../../../app/routing/messages';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { START_NAMESPACES } from '../../../i18n/namespaces';

// The server as the bar and the modal see it.
const mockPosted: { path: string; body: unknown }[] = [];
let mockNotices: unknown = { alerts: [], modals: [] };
let mockToken: string | null = null;
jest.mock('../../../app/env/http', () => ({
  restGet: () => Promise.resolve(mockNotices),
  apiFetch: (path: string, init: RequestInit) => {
    mockPosted.push({ path, body: JSON.parse(String(init.body)) });
    return Promise.resolve({ ok: true, status: 200 });
  },
}));
jest.mock('../../../app/auth/token', () => ({ getToken: () => mockToken }));
jest.mock('../../../app/auth/useToken', () => ({ useToken: () => mockToken }));

import AlertBar from '../AlertBar';
import NoticeModal from '../NoticeModal';
import { resetNotices } from '../api';

beforeAll(() => loadNamespaces('en', [...START_NAMESPACES, 'alerts']));
beforeEach(() => {
  mockPosted.length = 0;
  localStorage.clear();
  resetNotices();
  mockToken = null;
});

function show(ui: ReactElement) {
  return render(
    <IntlMessages lang="en" namespaces={[...START_NAMESPACES, 'alerts']}>
      <MemoryRouter>{ui}</MemoryRouter>
    </IntlMessages>,
  );
}

const alerts = [
  { id: 1, text: 'Maintenance tonight', style: 'warning', link: '/faq' },
  { id: 2, text: 'New cases', style: 'success', link: 'https://example.com/x' },
];

it('shows each alert in its style with its link; a guest dismissal is kept by the browser only', async () => {
  mockNotices = { alerts, modals: [] };
  const { unmount } = show(<AlertBar />);
  const bars = await screen.findAllByTestId('alert-bar');
  expect(bars.map((b) => b.dataset.style)).toEqual(['warning', 'success']);
  expect(bars[0].querySelector('a')?.getAttribute('href')).toBe('/faq');
  expect(bars[1].querySelector('a')?.getAttribute('target')).toBe('_blank');
  fireEvent.click(screen.getAllByTestId('alert-dismiss')[0]);
  expect(screen.getAllByTestId('alert-bar')).toHaveLength(1);
  expect(mockPosted).toEqual([]);
  unmount();
  resetNotices();
  show(<AlertBar />);
  await waitFor(() => expect(screen.getAllByTestId('alert-bar')).toHaveLength(1));
  expect(screen.getByText('New cases')).toBeTruthy();
});

it('tells the server when a signed-in player dismisses an alert', async () => {
  mockToken = 'tok';
  mockNotices = { alerts, modals: [] };
  show(<AlertBar />);
  fireEvent.click((await screen.findAllByTestId('alert-dismiss'))[1]);
  expect(mockPosted).toEqual([{ path: '/api/notifications/hide', body: { id: 2 } }]);
});

it('shows the first unseen modal once and records the view', async () => {
  mockToken = 'tok';
  const modal = { id: 7, name: 'welcome', title: 'Welcome', body: 'Read the FAQ', button: 'Go', image: '', link: '/faq' };
  mockNotices = { alerts: [], modals: [modal] };
  const first = show(<NoticeModal />);
  expect(await screen.findByTestId('notice-modal')).toBeTruthy();
  expect(screen.getByText('Go').getAttribute('href')).toBe('/faq');
  expect(mockPosted).toEqual([{ path: '/api/modal-notifications/7/view', body: {} }]);
  fireEvent.click(screen.getByTestId('notice-modal-close'));
  expect(screen.queryByTestId('notice-modal')).toBeNull();
  first.unmount();
  resetNotices();
  show(<NoticeModal />);
  await act(() => Promise.resolve());
  expect(screen.queryByTestId('notice-modal')).toBeNull();
  expect(mockPosted).toHaveLength(1);
});
