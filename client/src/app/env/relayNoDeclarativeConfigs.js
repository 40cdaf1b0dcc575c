// What relay-runtime's RelayDeclarativeMutationConfig resolves to in the
// browser build (vite.config.ts). Relay calls convert() only for mutations
// and subscriptions given the legacy `configs` option, which the app never
// passes (updaters and @connection directives do that work).
export const MutationTypes = Object.freeze({ RANGE_ADD: 'RANGE_ADD', RANGE_DELETE: 'RANGE_DELETE', NODE_DELETE: 'NODE_DELETE' });

export const RangeOperations = Object.freeze({ APPEND: 'append', PREPEND: 'prepend' });

export function convert() {
  throw new Error('declarative mutation configs are not in this build');
}
