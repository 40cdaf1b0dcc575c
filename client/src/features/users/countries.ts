// Country options for the country modal. The list and its names come from
// the server (a maintained ISO 3166-1 list, labelled in the site language);
// each option gets a small code badge as its image, except Taiwan which has
// its own image.
const TAIWAN_IMG =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 20'%3E%3Crect width='30' height='20' fill='%23fe0000'/%3E%3Crect width='15' height='10' fill='%23000095'/%3E%3Ccircle cx='7.5' cy='5' r='2.6' fill='%23fff'/%3E%3C/svg%3E";

/** A badge with the country code: renders everywhere, unlike flag emoji that need a colour font. */
function flagSvg(code: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"><rect width="30" height="20" rx="3" fill="#2a3046"/><text x="15" y="14" font-family="Arial,Helvetica,sans-serif" font-size="10" font-weight="700" fill="#e8ebf5" text-anchor="middle">${code}</text></svg>`,
  )}`;
}

export interface CountryOption {
  label: string;
  value: string;
  img: string;
}

/** An option as the server lists it (`countries` query); img may be empty. */
export interface ServerCountry {
  value: string;
  label?: string | null;
  img?: string | null;
}

/** The server's options, sorted by name in the site language, without malformed or repeated codes. */
export function countryOptions(intlTag: string, server?: readonly ServerCountry[] | null): CountryOption[] {
  const seen = new Set<string>();
  const out: CountryOption[] = [];
  for (const c of server ?? []) {
    const value = c.value.toUpperCase();
    if (!/^[A-Z]{2}$/.test(value) || seen.has(value)) continue;
    seen.add(value);
    out.push({ value, label: c.label || value, img: c.img || (value === 'TW' ? TAIWAN_IMG : flagSvg(value)) });
  }
  return out.sort((a, b) => a.label.localeCompare(b.label, intlTag));
}

/** The modal's default: the IP country when it is listed, otherwise the first option. */
export function defaultCountry(options: readonly CountryOption[], ipCountry?: string | null): string | null {
  const ip = ipCountry?.toUpperCase();
  return options.find((o) => o.value === ip)?.value ?? options[0]?.value ?? null;
}
