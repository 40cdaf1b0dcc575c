// The subscription socket drops a token the server no longer honours.
type Options = { on?: { closed?: (e: unknown) => void }; generateID?: (payload: unknown) => string };
let mockOptions: Options = {};
// As graphql-ws does: the id is generated from the payload when subscribing.
const mockSubscribed: { id: string; sink: { complete: () => void } }[] = [];
jest.mock('graphql-ws', () => ({
  createClient: (o: Options) => {
    mockOptions = o;
    return {
      terminate: jest.fn(),
      subscribe: (payload: unknown, sink: { complete: () => void }) => {
        mockSubscribed.push({ id: mockOptions.generateID!(payload), sink });
        return () => {};
      },
      dispose: jest.fn(),
    };
  },
}));
import { getToken, setToken } from '../../auth/token';
import { setUnauthorizedHandler } from '../http';

const mockResetViewer = jest.fn();
setUnauthorizedHandler(mockResetViewer);

// Loaded after the mocks' variables exist (imports are hoisted).
let ws: typeof import('../ws');
beforeAll(() => {
  ws = jest.requireActual('../ws');
});

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

// The server frames a shared subscription's event once per distinct id: ids
// come from the operation, so that every page's feed shares the bytes.
it('derives subscription ids from the persisted operation, unique among the running ones', () => {
  const feed = () => ({
    operationName: 'LiveFeedSubscription',
    query: '',
    extensions: { persistedQuery: { version: 1, sha256Hash: '64424cbc458b9c6aeaabbcd30fa6406ff2d1aac75dea6d69fa7103bc768d1013' } },
  });
  const sink = { next: jest.fn(), error: jest.fn(), complete: jest.fn() };
  mockSubscribed.length = 0;
  const first = ws.subscribe(feed(), sink);
  const second = ws.subscribe(feed(), sink);
  ws.subscribe({ operationName: 'OnlineCountSubscription', query: 'subscription OnlineCountSubscription { onlineCount }' }, sink);
  expect(mockSubscribed.map((s) => s.id)).toEqual(['64424cbc458b9c6a', '64424cbc458b9c6a-2', 'OnlineCountSubscription']);

  // An id is free again once its subscription ends, by the page or the server.
  first();
  ws.subscribe(feed(), sink);
  expect(mockSubscribed[3].id).toBe('64424cbc458b9c6a');
  second();
  mockSubscribed[3].sink.complete();
  ws.subscribe(feed(), sink);
  expect(mockSubscribed[4].id).toBe('64424cbc458b9c6a');
  expect(sink.complete).toHaveBeenCalledTimes(1);
});
