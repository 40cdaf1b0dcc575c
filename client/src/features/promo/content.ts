// A promo page's content comes as key and value pairs (spec 3: Promo data).
// The page reads a title, a text and an image; the first value of a key wins,
// empty values count as missing, and only http(s) or site-relative images show.
// A key may have a value per site language, `title.de` beside `title`: the
// page language's value wins, the plain key is the English one and the
// fallback for a language the data does not have.

export interface PromoContent {
  title: string | null;
  text: string | null;
  image: string | null;
}

const TITLE_KEYS = ['title', 'name', 'heading'];
const TEXT_KEYS = ['text', 'description', 'body'];
const IMAGE_KEYS = ['image', 'image_url', 'banner', 'img'];

export function promoContent(data: readonly { key: string; value: string }[], lang?: string): PromoContent {
  const map = new Map<string, string>();
  for (const { key, value } of data) {
    const k = key.trim().toLowerCase();
    const v = value.trim();
    if (v && !map.has(k)) map.set(k, v);
  }
  const pick = (keys: string[]) => keys.map((k) => map.get(k)).find((v) => v !== undefined);
  const first = (keys: string[]) => (lang ? pick(keys.map((k) => `${k}.${lang}`)) : undefined) ?? pick(keys) ?? null;
  const image = first(IMAGE_KEYS);
  return { title: first(TITLE_KEYS), text: first(TEXT_KEYS), image: image && /^(https?:\/\/|\/(?!\/))/i.test(image) ? image : null };
}
