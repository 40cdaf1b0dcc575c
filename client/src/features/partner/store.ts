import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Partner has no id, so Relay keeps a mutation's `partner` apart from the
 * page's: point the page's root field at the mutation's answer so every card
 * shows it. field is the mutation's root field; its payload's `partner` is
 * used, or the payload itself when it is a Partner (savePartnerCode).
 */
export function linkPartner(store: RecordSourceSelectorProxy, field: string): void {
  const payload = store.getRootField(field);
  if (!payload) return;
  const partner = payload.getType() === 'Partner' ? payload : payload.getLinkedRecord('partner');
  if (partner) store.getRoot().setLinkedRecord(partner, 'partner');
}
