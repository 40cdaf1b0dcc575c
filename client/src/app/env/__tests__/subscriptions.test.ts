import type { RequestParameters } from 'relay-runtime';

// graphql-ws is a separate chunk in the build: it must load with the first
// subscription, not when the network layer is created.
const mockDispose = jest.fn();
const mockSubscribe = jest.fn((_payload: unknown, _sink: { next: (v: unknown) => void }) => mockDispose);
const mockCreateClient = jest.fn((_opts: unknown) => ({ subscribe: mockSubscribe, terminate: jest.fn() }));
let mockLoaded = false;
jest.mock('graphql-ws', () => {
  mockLoaded = true;
  return { createClient: (opts: unknown) => mockCreateClient(opts) };
});

import { createEnvironment, operationPayload } from '../relay';

const subscription: RequestParameters = {
  id: null,
  cacheID: 'feed',
  name: 'FeedSubscription',
  operationKind: 'subscription',
  text: 'subscription FeedSubscription { liveFeed { id } }',
  metadata: {},
};

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  mockSubscribe.mockClear();
  mockDispose.mockClear();
});

it('loads graphql-ws on the first subscription and forwards its events', async () => {
  const network = createEnvironment().getNetwork();
  await settle();
  expect(mockLoaded).toBe(false);

  const next = jest.fn();
  const sub = network.execute(subscription, { n: 1 }, {}).subscribe({ next });
  await settle();
  expect(mockLoaded).toBe(true);
  expect(mockCreateClient).toHaveBeenCalledTimes(1);
  expect(mockSubscribe).toHaveBeenCalledWith(
    { operationName: 'FeedSubscription', query: subscription.text, variables: { n: 1 } },
    expect.anything(),
  );
  mockSubscribe.mock.calls[0][1].next({ data: { liveFeed: { id: '1' } } });
  expect(next).toHaveBeenCalledWith({ data: { liveFeed: { id: '1' } } });

  sub.unsubscribe();
  expect(mockDispose).toHaveBeenCalledTimes(1);

  // One socket client for every later subscription.
  network.execute(subscription, {}, {}).subscribe({});
  await settle();
  expect(mockCreateClient).toHaveBeenCalledTimes(1);
  expect(mockSubscribe).toHaveBeenCalledTimes(2);
});

it('does not subscribe when the caller unsubscribed while the client was loading', async () => {
  const network = createEnvironment().getNetwork();
  const sub = network.execute(subscription, {}, {}).subscribe({});
  sub.unsubscribe();
  await settle();
  expect(mockSubscribe).not.toHaveBeenCalled();
});

it('sends a persisted operation by its id (the server knows the text)', async () => {
  const network = createEnvironment().getNetwork();
  const persisted: RequestParameters = { ...subscription, id: 'abc123', text: null, cacheID: 'abc123' } as RequestParameters;
  network.execute(persisted, { n: 2 }, {}).subscribe({});
  await settle();
  expect(mockSubscribe).toHaveBeenCalledWith(
    {
      operationName: 'FeedSubscription',
      query: '',
      variables: { n: 2 },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc123' } },
    },
    expect.anything(),
  );
});

it('posts a persisted query by its id, a query with text by its text', () => {
  const query: RequestParameters = { id: 'f00d', cacheID: 'f00d', name: 'HomePageQuery', operationKind: 'query', text: null, metadata: {} } as RequestParameters;
  expect(operationPayload(query, {})).toEqual({
    operationName: 'HomePageQuery',
    query: '',
    variables: {},
    extensions: { persistedQuery: { version: 1, sha256Hash: 'f00d' } },
  });
  expect(operationPayload(subscription, { n: 1 })).toEqual({ operationName: 'FeedSubscription', query: subscription.text, variables: { n: 1 } });
});
