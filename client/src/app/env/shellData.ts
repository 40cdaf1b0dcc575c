// The shell (header, live feed, settings) reads the viewer, the site settings
// and the counters with its own small queries. The home screen's query asks
// for the same fields through the shell's fragments, so on a first visit to
// the home page the shell waits for that query and then finds everything in
// the store instead of sending four more requests. On any other first screen
// the gate is open at once and the shell fetches for itself.

type Gate = Promise<void> & { status?: 'fulfilled'; value?: undefined };

let resolveGate: () => void = () => {};
const gate: Gate = new Promise<void>((resolve) => {
  resolveGate = () => {
    // Marked fulfilled so React's use() reads it without suspending again.
    gate.status = 'fulfilled';
    gate.value = undefined;
    resolve();
  };
});
let decided = false;

/** The first screen's query carries the shell's data: open the gate when it settles. */
export function shellDataFrom(settled: Promise<unknown>): void {
  if (decided) return;
  decided = true;
  // A macrotask later: the response is in the store by then.
  settled.then(
    () => setTimeout(resolveGate, 0),
    () => setTimeout(resolveGate, 0),
  );
}

/** The first screen does not carry the shell's data: the shell fetches it. */
export function shellDataOwn(): void {
  if (decided) return;
  decided = true;
  resolveGate();
}

/** Resolves once the shell may read (store-or-network) without duplicating the first screen's request. */
export function shellDataReady(): Promise<void> {
  return gate;
}
