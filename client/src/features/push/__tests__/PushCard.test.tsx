import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { ui } from '../../../app/state/ui';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

const mockCommit = jest.fn();
const kinds = ['withdrawal_sent', 'withdrawal_failed', 'battle_started', 'rematch_offer', 'support_reply', 'level_reward', 'extra_reward_reminder', 'daily_bonus_reminder'];
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => ({ pushPublicKey: 'BA', pushSettings: { devices: 0, kinds: kinds.map((kind) => ({ kind, enabled: kind !== 'daily_bonus_reminder' })) } }),
  useMutation: () => [mockCommit, false],
}));

const mockSave = jest.fn();
jest.mock('../api', () => ({ saveSubscription: (k: unknown) => mockSave(k), removeSubscription: jest.fn() }));

import { PushCard } from '../PushCard';
import { resetPush, startPush, type PushBrowser } from '../state';

beforeAll(() => loadNamespaces('en', ['shell', 'push']));
beforeEach(() => {
  resetPush();
  mockCommit.mockReset();
  mockSave.mockReset();
  act(() => ui.get().notices.forEach((n) => ui.dismiss(n.key)));
});

function browserWith(grant: NotificationPermission): PushBrowser {
  const sub = { endpoint: 'https://push.example/x', toJSON: () => ({ keys: { p256dh: 'P', auth: 'A' } }) };
  return {
    Notification: { permission: 'default', requestPermission: () => Promise.resolve(grant) },
    serviceWorker: { register: () => Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(null), subscribe: () => Promise.resolve(sub) } }) },
    PushManager: {},
  } as unknown as PushBrowser;
}

function show() {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'push']}>
      <Suspense fallback={null}>
        <PushCard />
      </Suspense>
    </IntlMessages>,
  );
}

it('says so in a browser without push, and still shows the switches', async () => {
  show();
  expect(await screen.findByTestId('push-unsupported')).toBeTruthy();
  expect(screen.queryByTestId('push-enable')).toBeNull();
  expect((screen.getByTestId('push-kind-daily_bonus_reminder') as HTMLInputElement).checked).toBe(false);
  expect((screen.getByTestId('push-kind-withdrawal_sent') as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByTestId('push-kind-withdrawal_sent'));
  expect(mockCommit.mock.calls[0][0].variables).toEqual({ kind: 'withdrawal_sent', enabled: false });
});

it('enables push in a ready browser and then offers the test push', async () => {
  const b = browserWith('granted');
  await act(() => startPush(b, 'v'));
  mockSave.mockResolvedValue({ devices: 1, kinds: kinds.map((kind) => ({ kind, enabled: true })) });
  // enablePush reads the browser's Notification: the card uses the real one, so stand it in.
  (globalThis as Record<string, unknown>).Notification = b.Notification;
  show();
  fireEvent.click(await screen.findByTestId('push-enable'));
  expect(await screen.findByTestId('push-subscribed')).toBeTruthy();
  expect(mockSave).toHaveBeenCalledWith({ endpoint: 'https://push.example/x', p256dh: 'P', auth: 'A' });
  await waitFor(() => expect((screen.getByTestId('push-kind-daily_bonus_reminder') as HTMLInputElement).checked).toBe(true));
  fireEvent.click(screen.getByTestId('push-test'));
  expect(mockCommit).toHaveBeenCalledTimes(1);
  delete (globalThis as Record<string, unknown>).Notification;
});

it("answers a refused permission with an 'Oops!' notice and stays ready", async () => {
  const b = browserWith('denied');
  await act(() => startPush(b, 'v'));
  (globalThis as Record<string, unknown>).Notification = b.Notification;
  show();
  fireEvent.click(await screen.findByTestId('push-enable'));
  await waitFor(() => expect(ui.get().notices.length).toBe(1));
  expect(ui.get().notices[0]).toMatchObject({ tone: 'error', title: { id: 'notice.oops' }, text: { id: 'push.card.denied' } });
  expect(screen.getByTestId('push-enable')).toBeTruthy();
  expect(mockSave).not.toHaveBeenCalled();
  delete (globalThis as Record<string, unknown>).Notification;
});
