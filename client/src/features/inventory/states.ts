import type { MessageId } from '../../i18n/messageIds';
import type { DropState } from '../../__generated__/Inventory_query.graphql';

// A drop's state as the inventory and the histories name it.
const STATE_LABEL: Record<DropState, MessageId> = {
  active: 'inventory.state.active',
  sold: 'inventory.state.sold',
  reserved: 'inventory.state.reserved',
  accepted: 'inventory.state.accepted',
  delivered: 'inventory.state.delivered',
  failed: 'inventory.state.failed',
  swapped: 'inventory.state.swapped',
  declined: 'inventory.state.declined',
  upgraded: 'inventory.state.upgraded',
  contracted: 'inventory.state.contracted',
  changed: 'inventory.state.changed',
  opened: 'inventory.state.opened',
  used: 'inventory.state.used',
};

/** The label of a drop's state; a state this build does not know reads as active. */
export const dropStateLabel = (state: string): MessageId => STATE_LABEL[state as DropState] ?? STATE_LABEL.active;
