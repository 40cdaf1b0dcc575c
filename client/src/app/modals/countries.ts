// Country options for the country modal. Names come from Intl.DisplayNames in
// the site language; flags are drawn from regional-indicator emoji, except
// Taiwan which has its own image.
export const COUNTRY_CODES = (
  'AF AL DZ AD AO AR AM AU AT AZ BH BD BY BE BA BR BG KH CA CL CN CO HR CY CZ DK EE EG FI FR GE DE GR HK HU IS IN ID ' +
  'IR IQ IE IL IT JP JO KZ KE KR KW KG LV LB LT LU MO MY MT MX MD MC MN ME MA NL NZ NG MK NO PK PE PH PL PT QA RO RS ' +
  'SA SG SK SI ZA ES LK SE CH TW TJ TH TN TR TM UA AE GB US UY UZ VN'
).split(' ');

export const EU_CODES = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
export const SPECIAL_CODES = ['AU', 'AT', 'NL', 'CN', 'SG'];

const TAIWAN_IMG =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 20'%3E%3Crect width='30' height='20' fill='%23fe0000'/%3E%3Crect width='15' height='10' fill='%23000095'/%3E%3Ccircle cx='7.5' cy='5' r='2.6' fill='%23fff'/%3E%3C/svg%3E";

function flagSvg(code: string): string {
  const emoji = String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"><text x="15" y="17" font-size="18" text-anchor="middle">${emoji}</text></svg>`)}`;
}

export interface CountryOption {
  label: string;
  value: string;
  img: string;
}

export function countryOptions(intlTag: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([intlTag], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRY_CODES.map((value) => ({
    value,
    label: names?.of(value) ?? value,
    img: value === 'TW' ? TAIWAN_IMG : flagSvg(value),
  })).sort((a, b) => a.label.localeCompare(b.label, intlTag));
}
