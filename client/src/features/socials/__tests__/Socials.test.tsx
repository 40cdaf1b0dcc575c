import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { ApiError } from '../../../app/errors/ApiError';
import type { SocialsData as Answer } from '../parts';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

// The answer, writable so each test sets its state.
type SocialsData = { -readonly [K in keyof Answer]: Answer[K] extends ReadonlyArray<infer U> ? U[] : Answer[K] };
const mockData: { socials: SocialsData | null } = { socials: null };
// Each commit is recorded with its operation's name.
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => mockData,
  useMutation: (node: { params: { name: string } }) => [(config: unknown) => mockCommit(node.params.name, config), false],
}));

import Socials from '../Socials';
import { connectNav } from '../Services';

const service = (name: string, over: Partial<SocialsData['services'][number]> = {}) => ({
  service: name, available: true, connected: false, username: null, connectedAt: null, ...over,
});

function base(): SocialsData {
  return {
    email: { address: null, status: 'none', confirmedAt: null },
    phone: { masked: null, status: 'none', codeExpiresAt: null, resendAt: null, attemptsLeft: 0 },
    services: [service('twitter'), service('discord'), service('youtube'), service('telegrambot')],
    rewards: [
      { kind: 'email', crystals: 50, available: false, received: false },
      { kind: 'twitter', crystals: 30, available: false, received: false },
    ],
    tweetedAt: null,
    nextTweetAt: null,
  };
}

const later = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const callsOf = (name: string) => mockCommit.mock.calls.filter(([n]) => n === name).map(([, config]) => config);

beforeAll(() => loadNamespaces('en', ['shell', 'socials']));
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {})); // refusals are logged
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  mockCommit.mockReset();
  mockData.socials = base();
  (Element.prototype.scrollIntoView as jest.Mock).mockClear();
});

async function show(url = '/user/U1') {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'socials']}>
      <MemoryRouter initialEntries={[url]}>
        <Socials />
      </MemoryRouter>
    </IntlMessages>,
  );
  return screen.findByTestId('socials');
}

it('subscribes the email typed, and shows a refusal inline', async () => {
  await show();
  expect(screen.getByTestId('socials-email').dataset.state).toBe('none');
  const submit = screen.getByTestId('socials-email-submit') as HTMLButtonElement;
  expect(submit.disabled).toBe(true);
  fireEvent.change(screen.getByTestId('socials-email-input'), { target: { value: ' player@example.com ' } });
  fireEvent.click(submit);
  const [config] = callsOf('EmailSubscribeMutation');
  expect(config.variables).toEqual({ email: 'player@example.com' });
  expect(typeof config.updater).toBe('function');
  act(() => config.onError(new ApiError('api.validation', 'bad email', 422, { reason: 'email_invalid' })));
  expect(screen.getByTestId('socials-error').textContent).toBe('Please enter a valid email address.');
});

it('shows a pending email with its address and a resend', async () => {
  mockData.socials!.email = { address: 'p@example.com', status: 'pending', confirmedAt: null };
  await show();
  expect(screen.getByTestId('socials-email-pending').textContent).toContain('We sent a link to p@example.com, follow it to confirm.');
  fireEvent.click(screen.getByTestId('socials-email-resend'));
  expect(callsOf('EmailSubscribeMutation')[0].variables).toEqual({ email: 'p@example.com' });
});

it('shows a confirmed email with its date and no form', async () => {
  mockData.socials!.email = { address: 'p@example.com', status: 'confirmed', confirmedAt: '2026-11-20T10:00:00Z' };
  await show();
  expect(screen.getByTestId('socials-email-confirmed').textContent).toBe('p@example.com confirmed on Nov 20, 2026');
  expect(screen.queryByTestId('socials-email-input')).toBeNull();
});

it('lists the services: connected with its name, unavailable disabled; connect leaves for the answered page', async () => {
  mockData.socials!.services = [service('twitter', { connected: true, username: 'player_x' }), service('discord'), service('youtube', { available: false }), service('telegrambot')];
  await show();
  const twitter = screen.getByTestId('socials-service-twitter');
  expect(twitter.dataset.state).toBe('connected');
  expect(twitter.textContent).toContain('player_x');
  expect(screen.getByTestId('socials-disconnect-twitter')).toBeTruthy();
  expect(screen.getByTestId('socials-service-youtube').textContent).toContain('Unavailable');
  expect((screen.getByTestId('socials-connect-youtube') as HTMLButtonElement).disabled).toBe(true);

  const go = jest.spyOn(connectNav, 'go').mockImplementation(() => {});
  fireEvent.click(screen.getByTestId('socials-connect-discord'));
  const [config] = callsOf('ServicesConnectMutation');
  expect(config.variables).toEqual({ service: 'discord' });
  config.onCompleted({ connectService: { service: 'discord', url: 'https://discord.example/oauth?state=s1' } });
  expect(go).toHaveBeenCalledWith('https://discord.example/oauth?state=s1');

  fireEvent.click(screen.getByTestId('socials-disconnect-twitter'));
  expect(callsOf('ServicesDisconnectMutation')[0].variables).toEqual({ service: 'twitter' });
});

it('shows a refused connection inline', async () => {
  await show();
  fireEvent.click(screen.getByTestId('socials-connect-telegrambot'));
  act(() => callsOf('ServicesConnectMutation')[0].onError(new ApiError('api.social_unavailable', 'down', 502)));
  expect(screen.getByTestId('socials-error').textContent).toBe('This service is unavailable right now. Please try again later.');
});

it('offers no tweet without twitter connected', async () => {
  await show();
  expect(screen.queryByTestId('socials-tweet')).toBeNull();
});

it('shows the tweet published and, until the next is possible, a disabled button saying when', async () => {
  mockData.socials!.services[0] = service('twitter', { connected: true, username: 'player_x' });
  mockData.socials!.tweetedAt = '2026-11-20T10:00:00Z';
  mockData.socials!.nextTweetAt = later(3600);
  await show();
  const tweet = screen.getByTestId('socials-tweet') as HTMLButtonElement;
  expect(tweet.disabled).toBe(true);
  expect(tweet.textContent).toContain('Next tweet');
  expect(screen.getByTestId('socials-tweeted-at').textContent).toContain('Tweet published');
});

it('publishes the tweet', async () => {
  mockData.socials!.services[0] = service('twitter', { connected: true, username: 'player_x' });
  await show();
  fireEvent.click(screen.getByTestId('socials-tweet'));
  expect(callsOf('TweetPublishMutation')).toHaveLength(1);
});

it('sends a code to the number typed', async () => {
  await show();
  fireEvent.change(screen.getByTestId('socials-phone-input'), { target: { value: '+4915112345678' } });
  fireEvent.click(screen.getByTestId('socials-phone-send'));
  expect(callsOf('PhoneCreateCodeMutation')[0].variables).toEqual({ phone: '+4915112345678' });
});

it('shows a code sent: the code input, attempts left, the resend countdown, a wrong code inline', async () => {
  mockData.socials!.phone = { masked: '+49*******5678', status: 'code_sent', codeExpiresAt: later(600), resendAt: later(45), attemptsLeft: 3 };
  await show();
  expect(screen.getByTestId('socials-code-sent').textContent).toContain('We sent a code to +49*******5678.');
  expect(screen.getByTestId('socials-attempts').textContent).toBe('3 attempts left');
  fireEvent.change(screen.getByTestId('socials-phone-input'), { target: { value: '+4915112345678' } });
  const send = screen.getByTestId('socials-phone-send') as HTMLButtonElement;
  expect(send.disabled).toBe(true);
  expect(send.textContent).toMatch(/New code in (44|45) seconds/);
  const confirm = screen.getByTestId('socials-code-confirm') as HTMLButtonElement;
  fireEvent.change(screen.getByTestId('socials-code-input'), { target: { value: '12a34' } });
  expect((screen.getByTestId('socials-code-input') as HTMLInputElement).value).toBe('1234');
  expect(confirm.disabled).toBe(true);
  fireEvent.change(screen.getByTestId('socials-code-input'), { target: { value: '123456' } });
  fireEvent.click(confirm);
  const [config] = callsOf('PhoneConfirmCodeMutation');
  expect(config.variables).toEqual({ code: '123456' });
  act(() => config.onError(new ApiError('api.validation', 'wrong', 422, { reason: 'code_invalid', attempts_left: 2 })));
  expect(screen.getByTestId('socials-error').textContent).toBe('Wrong code. 2 attempts left.');
});

it('shows a confirmed phone masked', async () => {
  mockData.socials!.phone = { masked: '+49*******5678', status: 'confirmed', codeExpiresAt: null, resendAt: null, attemptsLeft: 0 };
  await show();
  expect(screen.getByTestId('socials-phone-confirmed').textContent).toBe('Phone +49*******5678 confirmed');
  expect(screen.queryByTestId('socials-phone-input')).toBeNull();
});

it('shows the rewards available, received or locked, and claims one', async () => {
  mockData.socials!.rewards = [
    { kind: 'email', crystals: 50, available: true, received: false },
    { kind: 'twitter', crystals: 30, available: false, received: true },
  ];
  await show();
  expect(screen.getByTestId('socials-reward-email').dataset.state).toBe('available');
  expect(screen.getByTestId('socials-reward-email').textContent).toContain('+50 crystals');
  expect(screen.getByTestId('socials-reward-twitter').textContent).toContain('Received');
  expect(screen.queryByTestId('socials-claim-twitter')).toBeNull();
  fireEvent.click(screen.getByTestId('socials-claim-email'));
  expect(callsOf('RewardsClaimMutation')[0].variables).toEqual({ kind: 'email' });
});

it('tells a locked reward what it waits for', async () => {
  await show();
  expect(screen.getByTestId('socials-reward-email').textContent).toContain('Confirm your email first');
  expect(screen.queryByTestId('socials-claim-email')).toBeNull();
});

it('shows the outcome of a connect from the query string and scrolls itself into view', async () => {
  await show('/user/U1?socials=connected&service=twitter#socials');
  expect(screen.getByTestId('socials-notice').textContent).toContain('X (Twitter) is connected.');
  expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('socials-notice-dismiss'));
  expect(screen.queryByTestId('socials-notice')).toBeNull();
});

it('shows the outcome of an email link', async () => {
  await show('/user/U1?socials=email_expired#socials');
  expect(screen.getByTestId('socials-notice').textContent).toContain('This confirmation link has expired.');
});

it('shows no notice and does not scroll without them', async () => {
  await show('/user/U1?socials=bogus');
  expect(screen.queryByTestId('socials-notice')).toBeNull();
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
});

it('shows nothing when anonymous', async () => {
  mockData.socials = null;
  render(
    <IntlMessages lang="en" namespaces={['shell', 'socials']}>
      <MemoryRouter>
        <Socials />
      </MemoryRouter>
    </IntlMessages>,
  );
  await act(async () => {});
  expect(screen.queryByTestId('socials')).toBeNull();
});
