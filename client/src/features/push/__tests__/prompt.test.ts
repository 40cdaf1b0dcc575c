import { ui } from '../../../app/state/ui';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));
jest.mock('react-relay', () => ({ ...jest.requireActual('react-relay'), fetchQuery: jest.fn() }));

import { showPushPrompt } from '../prompt';
import { OFFERED_KEY } from '../offer';
import { resetPush, startPush, type PushBrowser } from '../state';

function browser(permission: NotificationPermission): PushBrowser {
  return {
    Notification: { permission, requestPermission: jest.fn() },
    serviceWorker: { register: () => Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(null) } }) },
    PushManager: {},
  } as unknown as PushBrowser;
}

beforeEach(() => {
  resetPush();
  localStorage.clear();
  ui.close('info');
});

it('offers push once a browser is ready and was never asked, and remembers it', async () => {
  const b = browser('default');
  await startPush(b, 'v');
  expect(await showPushPrompt(b)).toBe(true);
  expect(ui.get().modals).toEqual([expect.objectContaining({ type: 'info', title: { id: 'push.prompt.title' }, confirmLabel: { id: 'push.prompt.confirm' } })]);
  expect(localStorage.getItem(OFFERED_KEY)).toBe('1');
});

it('offers nothing where push is unsupported or the browser was already asked', async () => {
  expect(await showPushPrompt(browser('default'))).toBe(false); // never registered: unsupported
  const denied = browser('denied');
  await startPush(denied, 'v');
  expect(await showPushPrompt(denied)).toBe(false);
  expect(ui.get().modals).toEqual([]);
  expect(localStorage.getItem(OFFERED_KEY)).toBeNull();
});
