// The ticket the player has open (its thread on screen), so that the
// watch does not announce a change the player is looking at (spec 4).
let viewing: string | null = null;

export const viewedTicket = () => viewing;
export function setViewedTicket(id: string | null): void {
  viewing = id;
}

/** A change that tells the player their ticket is done: solved or closed, and not the one on screen. */
export function announces(ticketId: string, status: string, viewed: string | null = viewing): boolean {
  return (status === 'solved' || status === 'closed') && ticketId !== viewed;
}
