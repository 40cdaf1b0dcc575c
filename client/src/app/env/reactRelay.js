// What `react-relay` resolves to in the browser build (vite.config.ts): the
// hooks API of react-relay/hooks, each hook from its own module. The package's
// entry is CommonJS and requires every hook up front; with one module per
// hook a screen brings in only the hooks it uses (pagination, refetching and
// query loaders stay out of the home route). TypeScript still reads the
// package's own types; jest uses the package itself.
export { default as EntryPointContainer } from 'react-relay/lib/relay-hooks/EntryPointContainer.react';
export { default as loadEntryPoint } from 'react-relay/lib/relay-hooks/loadEntryPoint';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as ProfilerContext } from 'react-relay/lib/relay-hooks/ProfilerContext';
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { default as useEntryPointLoader } from 'react-relay/lib/relay-hooks/useEntryPointLoader';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation';
export { default as useMutationAction_EXPERIMENTAL } from 'react-relay/lib/relay-hooks/useMutationAction_EXPERIMENTAL';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader';
export { default as useRefetchableFragment } from 'react-relay/lib/relay-hooks/useRefetchableFragment';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
export { default as useSubscribeToInvalidationState } from 'react-relay/lib/relay-hooks/useSubscribeToInvalidationState';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription';
export {
  ConnectionHandler,
  applyOptimisticMutation,
  commitLocalUpdate,
  commitMutation,
  fetchQuery,
  graphql,
  readInlineData,
  requestSubscription,
} from 'relay-runtime';
