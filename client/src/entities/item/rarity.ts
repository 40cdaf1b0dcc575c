export const RARITY_COLOR: Record<string, string> = {
  consumer: '#b0c3d9',
  industrial: '#5e98d9',
  milspec: '#4b69ff',
  restricted: '#8847ff',
  classified: '#d32ce6',
  covert: '#eb4b4b',
  rare: '#e4ae39',
};

export const RARITY_ORDER = ['consumer', 'industrial', 'milspec', 'restricted', 'classified', 'covert', 'rare'];

export function rarityColor(r: string | null | undefined): string {
  return RARITY_COLOR[r ?? ''] ?? RARITY_COLOR.consumer;
}

/**
 * Splits "StatTrak™ AK-47 | Redline (Field-Tested)" into weapon, skin and
 * wear; the StatTrak™ and ★ prefixes are dropped (the UI marks them itself).
 */
export function splitName(name: string): { weapon: string; skin: string; wear: string } {
  const wear = /\(([^)]+)\)\s*$/.exec(name)?.[1] ?? '';
  const base = name.replace(/\s*\([^)]+\)\s*$/, '').replace(/^(★\s*)?(StatTrak™\s*)?/, '');
  const [weapon, skin = ''] = base.split(' | ');
  return { weapon: weapon.trim(), skin: skin.trim(), wear };
}
