// What relay-runtime's LiveResolverCache resolves to in the browser build
// (vite.config.ts). The app defines no Relay Resolvers, so the store's
// resolver cache has nothing to track: batches run their callback, the
// invalidations have no resolver records to visit, and reading a resolver
// field, which the compiler never emits here, fails loudly.
export const RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY = '__resolverLiveStateSubscription';

export const getUpdatedDataIDs = (updatedRecords) => updatedRecords;

const unsupported = (what) => {
  throw new Error(`Relay Resolvers are not in this build (${what})`);
};

export class LiveResolverCache {
  constructor(getRecordSource, store) {
    this._store = store;
  }

  readFromCacheOrEvaluate() {
    return unsupported('readFromCacheOrEvaluate');
  }

  getLiveResolverPromise() {
    return unsupported('getLiveResolverPromise');
  }

  ensureClientRecord() {
    return unsupported('ensureClientRecord');
  }

  batchLiveStateUpdates(callback) {
    callback();
  }

  batchLiveStateUpdatesWithoutNotify(callback) {
    callback();
    return false;
  }

  notifyUpdatedSubscribers(updatedDataIDs) {
    this._store.__notifyUpdatedSubscribers(updatedDataIDs);
  }

  invalidateDataIDs() {}

  unsubscribeFromLiveResolverRecords() {}

  invalidateResolverRecords() {}
}
