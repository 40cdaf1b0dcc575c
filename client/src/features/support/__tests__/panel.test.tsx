import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlMessages } from '../../../app/routing/messages';
import { loadNamespaces } from '../../../i18n/load';
import { START_NAMESPACES } from '../../../i18n/namespaces';
import { ui } from '../../../app/state/ui';
import { NewTicket } from '../NewTicket';
import { setViewedTicket } from '../viewing';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

// The server as the form sees it: each test says what it answers.
const mockSent: { path: string; body: FormData }[] = [];
let mockAnswer: { status: number; body: unknown } = { status: 200, body: {} };
jest.mock('../../../app/env/http', () => ({
  apiFetch: (path: string, init: RequestInit) => {
    mockSent.push({ path, body: init.body as FormData });
    return Promise.resolve({ ok: mockAnswer.status === 200, status: mockAnswer.status, statusText: '', json: () => Promise.resolve(mockAnswer.body) });
  },
}));

// The watch's subscription: the test delivers its messages.
let mockOnNext: ((d: unknown) => void) | null = null;
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useSubscription: (config: { onNext: (d: unknown) => void }) => {
    mockOnNext = config.onNext;
  },
}));

beforeAll(() => loadNamespaces('en', [...START_NAMESPACES, 'support']));
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  mockSent.length = 0;
});

function form(onCreated = jest.fn()) {
  render(
    <IntlMessages lang="en" namespaces={[...START_NAMESPACES, 'support']}>
      <NewTicket onCreated={onCreated} onCancel={jest.fn()} />
    </IntlMessages>,
  );
  return onCreated;
}

async function fill(files: File[]) {
  fireEvent.change(await screen.findByTestId('support-subject'), { target: { value: 'Withdrawal stuck' } });
  fireEvent.change(screen.getByTestId('support-body'), { target: { value: 'Pending for a day' } });
  fireEvent.change(screen.getByTestId('support-files'), { target: { files } });
}

it('previews a picked image and sends subject, message and files[] as multipart', async () => {
  mockAnswer = { status: 200, body: { data: { ticket: { id: 42, subject: 'Withdrawal stuck', status: 'new' } } } };
  const onCreated = form();
  await fill([new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' })]);
  expect(screen.getByAltText('shot.png').getAttribute('src')).toBe('blob:preview');
  fireEvent.click(screen.getByTestId('support-send'));
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith('42'));
  const sent = mockSent[0];
  expect(sent.path).toBe('/api/zendesk/create');
  expect(sent.body.get('subject')).toBe('Withdrawal stuck');
  expect((sent.body.getAll('files[]')[0] as File).name).toBe('shot.png');
});

it('shows the server refusing a renamed executable by its name', async () => {
  mockAnswer = {
    status: 422,
    body: { error: 'api.validation', message: 'x.png is not an image (PNG, JPEG, GIF, WebP) or a PDF', field: 'files', file: 'x.png', reason: 'file_type' },
  };
  const onCreated = form();
  await fill([new File([new Uint8Array([77, 90])], 'x.png', { type: 'image/png' })]);
  fireEvent.click(screen.getByTestId('support-send'));
  expect((await screen.findByTestId('support-error')).textContent).toBe('x.png is not an image (PNG, JPEG, GIF, WebP) or a PDF.');
  expect(onCreated).not.toHaveBeenCalled();
});

it('refuses a sixth file before sending', async () => {
  form();
  const files = Array.from({ length: 6 }, (_, i) => new File([new Uint8Array(4)], `${i}.png`, { type: 'image/png' }));
  await fill(files);
  expect(screen.getByTestId('support-error').textContent).toBe('At most 5 files per message.');
  expect((screen.getByTestId('support-send') as HTMLButtonElement).disabled).toBe(true);
});

it('the watch announces a ticket solved unless its thread is on screen', async () => {
  const { default: SupportWatch } = await import('../SupportWatch');
  render(<SupportWatch />);
  const notify = jest.spyOn(ui, 'notify');
  const change = (id: string, status: string) => act(() => mockOnNext?.({ supportTicketChanged: { ticket: { id, subject: 'Stuck', status } } }));
  change('5', 'pending');
  expect(notify).not.toHaveBeenCalled();
  setViewedTicket('5');
  change('5', 'solved');
  expect(notify).not.toHaveBeenCalled();
  setViewedTicket(null);
  change('5', 'solved');
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: { id: 'support.noticeSolved', values: { id: '5', subject: 'Stuck' } } }));
});
