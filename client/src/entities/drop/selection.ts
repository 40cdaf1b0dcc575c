// Choosing drops to give (upgrade, contract, skin changer): at most a maximum.

/** Adds or removes one item; a full selection takes no more. */
export function toggleItem(selected: readonly string[], id: string, maxItems: number): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length >= maxItems) return [...selected];
  return [...selected, id];
}

export const selectionFull = (selected: readonly string[], maxItems: number) => selected.length >= maxItems;

/** A drop the player picked, with the price it had when picked (cents). */
export interface PickedDrop {
  id: string;
  cents: number;
  marketHashName: string;
}

/** Toggles a drop in a list of picked drops; each keeps the price it had when picked. */
export function togglePicked(picked: readonly PickedDrop[], drop: PickedDrop, maxItems: number): PickedDrop[] {
  const ids = toggleItem(
    picked.map((p) => p.id),
    drop.id,
    maxItems,
  );
  return ids.map((id) => picked.find((p) => p.id === id) ?? drop);
}

/** The picked drops' value at the prices they had when picked (cents). */
export const pickedCents = (picked: readonly PickedDrop[]) => picked.reduce((s, p) => s + p.cents, 0);
