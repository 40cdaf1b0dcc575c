// The create page's draft of cases, kept in localStorage (spec 3: a
// create-case draft entry is the case data plus its count). An entry
// without a case id is dropped with a console warning (spec 5).
import type { DraftEntry } from './rules';

export const DRAFT_KEY = 'case-battle-draft';

function validEntry(e: unknown): e is DraftEntry {
  if (!e || typeof e !== 'object') return false;
  const c = (e as { case?: unknown }).case;
  return !!c && typeof c === 'object' && typeof (c as { id?: unknown }).id === 'string' && (c as { id: string }).id !== '';
}

/** The stored draft; nothing when there is none or it cannot be read. */
export function readDraft(storage: Storage = localStorage): DraftEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(DRAFT_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: DraftEntry[] = [];
  for (const e of raw) {
    if (!validEntry(e)) {
      console.warn('[battles] a draft entry without a case id was left out', e);
      continue;
    }
    const count = Math.trunc(Number((e as { count?: unknown }).count));
    if (count > 0) {
      const c = e.case;
      out.push({ case: { id: c.id, alias: String(c.alias ?? ''), name: String(c.name ?? ''), price: String(c.price ?? '0'), image: c.image ?? null }, count });
    }
  }
  return out;
}

export function writeDraft(entries: readonly DraftEntry[], storage: Storage = localStorage): void {
  try {
    if (entries.length === 0) storage.removeItem(DRAFT_KEY);
    else storage.setItem(DRAFT_KEY, JSON.stringify(entries));
  } catch {
    // storage full or unavailable: the draft lives in the page only
  }
}
