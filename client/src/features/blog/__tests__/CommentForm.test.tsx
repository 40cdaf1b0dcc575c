import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { ApiError } from '../../../app/errors/ApiError';
import { ui } from '../../../app/state/ui';

const mockCreate = jest.fn();
jest.mock('../blog', () => ({
  createComment: (...a: unknown[]) => mockCreate(...a),
}));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

import { CommentForm } from '../CommentForm';

const NS = ['shell', 'blog'] as const;
beforeAll(() => loadNamespaces('en', NS));
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
beforeEach(() => mockCreate.mockReset());
afterEach(() => jest.useRealTimers());

function form(onCreated = jest.fn(), signedIn = true) {
  render(
    <IntlMessages lang="en" namespaces={NS}>
      <MemoryRouter>
        <CommentForm postId="P1" signedIn={signedIn} onCreated={onCreated} />
      </MemoryRouter>
    </IntlMessages>,
  );
  return onCreated;
}

async function send(text: string) {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
  await act(async () => fireEvent.submit(screen.getByTestId('blog-comment-form')));
}

test('sends the trimmed comment and hands the result over', async () => {
  const comment = { id: 'C1', body: 'Nice', published: false };
  mockCreate.mockResolvedValue(comment);
  const onCreated = form();
  await send('  Nice  ');
  expect(mockCreate).toHaveBeenCalledWith('P1', 'Nice', undefined);
  expect(onCreated).toHaveBeenCalledWith(comment);
  expect(screen.getByRole('textbox')).toHaveProperty('value', '');
});

test('the comment limit counts down silently and keeps the form shut', async () => {
  jest.useFakeTimers();
  mockCreate.mockRejectedValue(
    new ApiError('api.comment_rate_limiter', 'wait', 429, {
      rate_limiting_seconds: 3,
    }),
  );
  const onCreated = form();
  await send('again');
  expect(screen.getByTestId('blog-comment-wait').textContent).toBe('You can comment again in 3 s');
  expect(ui.get().notices).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  await act(async () => jest.advanceTimersByTime(1000));
  expect(screen.getByTestId('blog-comment-wait').textContent).toBe('You can comment again in 2 s');
  // One tick a second (each is set after the render it causes).
  await act(async () => jest.advanceTimersByTime(1000));
  await act(async () => jest.advanceTimersByTime(1000));
  expect(screen.queryByTestId('blog-comment-wait')).toBeNull();
  expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  expect(onCreated).not.toHaveBeenCalled();
});

test('a visitor is asked to sign in', () => {
  form(jest.fn(), false);
  fireEvent.click(screen.getByTestId('blog-comment-signin'));
  expect(ui.get().modals.some((m) => m.type === 'login')).toBe(true);
  act(() => ui.close('login'));
});

test('too short a comment is not sent', async () => {
  form();
  await send(' x ');
  expect(mockCreate).not.toHaveBeenCalled();
});
