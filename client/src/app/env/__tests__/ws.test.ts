// The subscription socket drops a token the server no longer honours.
type Options = { on?: { closed?: (e: unknown) => void } };
let mockOptions: Options = {};
jest.mock('graphql-ws', () => ({
  createClient: (o: Options) => {
    mockOptions = o;
    return { terminate: jest.fn(), subscribe: jest.fn(), dispose: jest.fn() };
  },
}));
import { getToken, setToken } from '../../auth/token';
import { setUnauthorizedHandler } from '../http';

const mockResetViewer = jest.fn();
setUnauthorizedHandler(mockResetViewer);

// Loaded after the mocks' variables exist (imports are hoisted).
beforeAll(() => jest.requireActual('../ws'));

beforeEach(() => {
  mockResetViewer.mockClear();
  setToken('t0k3n');
});

it('signs the page out when the server closes the socket with 4403', () => {
  mockOptions.on!.closed!({ code: 4403 });
  expect(getToken()).toBeNull();
  expect(mockResetViewer).toHaveBeenCalled();
});

it('keeps the token on other closes (a restart, a network drop)', () => {
  mockOptions.on!.closed!({ code: 1006 });
  mockOptions.on!.closed!({ code: 4499 });
  expect(getToken()).toBe('t0k3n');
  expect(mockResetViewer).not.toHaveBeenCalled();
});
