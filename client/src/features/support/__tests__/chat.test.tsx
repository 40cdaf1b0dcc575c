import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { IntlMessages } from '../../../app/routing/messages';
import { loadNamespaces } from '../../../i18n/load';
import { START_NAMESPACES } from '../../../i18n/namespaces';
import { startLogin } from '../../../app/auth/signIn';
import ChatWidget, { subjectOf } from '../ChatWidget';
import { viewedTicket } from '../viewing';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn(() => Promise.resolve()) }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

let mockToken: string | null = null;
jest.mock('../../../app/auth/useToken', () => ({ useToken: () => mockToken }));

// The server as the widget sees it: the REST calls it makes, and what each
// query answers (by operation name); the test delivers the subscription's messages.
const mockSent: { path: string; body: FormData }[] = [];
let mockAnswer: unknown = {};
jest.mock('../../../app/env/http', () => ({
  apiFetch: (path: string, init: RequestInit) => {
    mockSent.push({ path, body: init.body as FormData });
    return Promise.resolve({ ok: true, status: 200, statusText: '', json: () => Promise.resolve(mockAnswer) });
  },
}));
type Comment = { id: string; body: string; isStaff: boolean; createdAt: string; attachments: { id: string; name: string; contentType: string; url: string }[] };
const mockData: { tickets: { id: string; subject: string; status: string; updatedAt: string }[]; threads: Record<string, { id: string; subject: string; status: string; comments: Comment[] }> } = {
  tickets: [],
  threads: {},
};
let mockOnNext: ((d: unknown) => void) | null = null;
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: (node: { params: { name: string } }, vars: { id?: string }) =>
    node.params.name === 'TicketListQuery' ? { supportTickets: mockData.tickets } : { supportTicket: mockData.threads[vars.id!] ?? null },
  useSubscription: (config: { onNext: (d: unknown) => void }) => {
    mockOnNext = config.onNext;
  },
}));

beforeAll(() => loadNamespaces('en', [...START_NAMESPACES, 'support']));
beforeEach(() => {
  mockSent.length = 0;
  mockToken = null;
  mockData.tickets = [];
  mockData.threads = {};
});

const comment = (id: string, body: string, isStaff = false): Comment => ({ id, body, isStaff, createdAt: '2026-12-04T10:00:00Z', attachments: [] });

function widget() {
  render(
    <MemoryRouter>
      <IntlMessages lang="en" namespaces={[...START_NAMESPACES, 'support']}>
        <ChatWidget />
      </IntlMessages>
    </MemoryRouter>,
  );
  return screen.findByTestId('chat-button');
}

it('a visitor is asked to sign in or read the FAQ; Escape closes the panel and gives the focus back', async () => {
  const button = await widget();
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(button.getAttribute('aria-label')).toBe('Chat with support');
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByTestId('chat-sign-in-note').textContent).toContain('Sign in to write to support');
  expect(screen.getByTestId('chat-faq').getAttribute('href')).toBe('/faq');
  fireEvent.click(screen.getByTestId('chat-sign-in'));
  await waitFor(() => expect(startLogin).toHaveBeenCalledWith('/'));
  fireEvent.keyDown(screen.getByTestId('chat-panel'), { key: 'Escape' });
  expect(screen.queryByTestId('chat-panel')).toBeNull();
  expect(document.activeElement).toBe(button);
});

it("shows the player's most recent open ticket, sends a comment on Enter and reads the thread again on a staff answer", async () => {
  mockToken = 'token';
  mockData.tickets = [
    { id: '9', subject: 'Old', status: 'solved', updatedAt: '' },
    { id: '5', subject: 'Withdrawal stuck', status: 'pending', updatedAt: '' },
  ];
  mockData.threads['5'] = { id: '5', subject: 'Withdrawal stuck', status: 'pending', comments: [comment('1', 'It is stuck')] };
  fireEvent.click(await widget());
  const thread = await screen.findByTestId('chat-thread');
  expect(thread.textContent).toContain('#5 Withdrawal stuck');
  expect(viewedTicket()).toBe('5');
  expect(screen.getAllByTestId('chat-message').map((m) => m.textContent)).toEqual(['YouIt is stuck']);
  expect(screen.getByTestId('chat-files').getAttribute('href')).toBe('/user/me#support');

  mockAnswer = { data: {} };
  fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'Any news?' } });
  fireEvent.keyDown(screen.getByTestId('chat-input'), { key: 'Enter' });
  await waitFor(() => expect(mockSent).toHaveLength(1));
  expect(mockSent[0].path).toBe('/api/zendesk/comment');
  expect(mockSent[0].body.get('ticket_id')).toBe('5');
  expect(mockSent[0].body.get('body')).toBe('Any news?');
  await waitFor(() => expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe(''));

  // Staff answer: the subscription says so and the thread is read again.
  mockData.threads['5'] = { ...mockData.threads['5'], comments: [comment('1', 'It is stuck'), comment('2', 'Any news?'), comment('3', 'Sent again', true)] };
  act(() => mockOnNext?.({ supportTicketChanged: { ticket: { id: '5', status: 'pending' }, comment: { id: '3' } } }));
  await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
  expect(screen.getAllByTestId('chat-message')[2].textContent).toBe('SupportSent again');
  expect(screen.getAllByTestId('chat-message')[2].className).toContain('chat__message--staff');
});

it('with no open ticket, the first message opens one with its first line as the subject', async () => {
  mockToken = 'token';
  mockData.tickets = [{ id: '9', subject: 'Old', status: 'closed', updatedAt: '' }];
  mockData.threads['12'] = { id: '12', subject: 'Deposit missing', status: 'new', comments: [comment('20', 'Deposit missing\nSince Monday')] };
  fireEvent.click(await widget());
  expect((await screen.findByTestId('chat-empty')).textContent).toContain('first line');
  mockAnswer = { data: { ticket: { id: 12, subject: 'Deposit missing', status: 'new' } } };
  fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '\n Deposit missing \nSince Monday' } });
  fireEvent.click(screen.getByTestId('chat-send'));
  await waitFor(() => expect(mockSent).toHaveLength(1));
  expect(mockSent[0].path).toBe('/api/zendesk/create');
  expect(mockSent[0].body.get('subject')).toBe('Deposit missing');
  expect(mockSent[0].body.get('body')).toBe('Deposit missing \nSince Monday');
  expect((await screen.findByTestId('chat-thread')).textContent).toContain('#12 Deposit missing');
});

it('a closed ticket shown says the next message starts a new one', async () => {
  mockToken = 'token';
  mockData.tickets = [{ id: '5', subject: 'Stuck', status: 'pending', updatedAt: '' }];
  mockData.threads['5'] = { id: '5', subject: 'Stuck', status: 'pending', comments: [comment('1', 'Stuck')] };
  fireEvent.click(await widget());
  await screen.findByTestId('chat-thread');
  mockData.threads['5'] = { ...mockData.threads['5'], status: 'closed' };
  act(() => mockOnNext?.({ supportTicketChanged: { ticket: { id: '5', status: 'closed' }, comment: null } }));
  expect((await screen.findByTestId('chat-closed')).textContent).toContain('next message starts a new one');
  mockAnswer = { data: { ticket: { id: 6, subject: 'Again', status: 'new' } } };
  fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'Again' } });
  fireEvent.click(screen.getByTestId('chat-send'));
  await waitFor(() => expect(mockSent[0]?.path).toBe('/api/zendesk/create'));
});

it('subjectOf takes the first line, within 200 characters', () => {
  expect(subjectOf('\n\n  Hello  \nworld')).toBe('Hello');
  expect(subjectOf('x'.repeat(300))).toHaveLength(200);
});
