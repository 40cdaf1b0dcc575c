// A promo page's content comes as key and value pairs (spec 3: Promo data).
// The page reads a title, a text and an image; the first value of a key wins,
// empty values count as missing, and only http(s) or site-relative images show.

export interface PromoContent {
  title: string | null;
  text: string | null;
  image: string | null;
}

const TITLE_KEYS = ['title', 'name', 'heading'];
const TEXT_KEYS = ['text', 'description', 'body'];
const IMAGE_KEYS = ['image', 'image_url', 'banner', 'img'];

export function promoContent(data: readonly { key: string; value: string }[]): PromoContent {
  const map = new Map<string, string>();
  for (const { key, value } of data) {
    const k = key.trim().toLowerCase();
    const v = value.trim();
    if (v && !map.has(k)) map.set(k, v);
  }
  const first = (keys: string[]) => keys.map((k) => map.get(k)).find((v) => v !== undefined) ?? null;
  const image = first(IMAGE_KEYS);
  return { title: first(TITLE_KEYS), text: first(TEXT_KEYS), image: image && /^(https?:\/\/|\/(?!\/))/i.test(image) ? image : null };
}
