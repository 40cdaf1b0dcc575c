import { ui } from '../../state/ui';
import { ApiError } from '../ApiError';

// The catalogue's chunk cannot load (offline after the page loaded).
jest.mock('../errorMap', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

import { handleApiError } from '../handle';

beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

it('shows the generic notice when the error catalogue cannot load', async () => {
  handleApiError(new ApiError('api.not_enough_money', 'no money', 400));
  await new Promise((r) => setTimeout(r, 0));
  expect(ui.get().notices).toEqual([expect.objectContaining({ tone: 'error', text: { id: 'api.generic', fallback: 'no money' } })]);
});

it('stays quiet for a quiet request even then', async () => {
  ui.get().notices.forEach((n) => ui.dismiss(n.key));
  handleApiError(new ApiError('api.not_enough_money', 'no money', 400), { quiet: true });
  await new Promise((r) => setTimeout(r, 0));
  expect(ui.get().notices).toEqual([]);
});
