// What the open button offers, from the server's availability for one case
// (`Case.availability`): the server decides sign-in, restrictions, self-ban
// and the balance; the client only maps its answer to a button.

export interface Availability {
  readonly openable: boolean;
  readonly reason: string | null | undefined;
  readonly maxCount: number;
}

export type OpenState =
  | { kind: 'signIn' }
  | { kind: 'open' }
  | { kind: 'refill' }
  | { kind: 'unavailable'; reason: string | null };

/** The button for opening `count` cases at once. */
export function openState(av: Availability, count: number): OpenState {
  if (av.reason === 'api.no_auth') return { kind: 'signIn' };
  if (count <= av.maxCount) return { kind: 'open' };
  // One open is possible, or only money stands in the way: above maxCount
  // the balance is what is missing.
  if (av.openable || av.reason === 'api.not_enough_money') return { kind: 'refill' };
  return { kind: 'unavailable', reason: av.reason ?? null };
}
