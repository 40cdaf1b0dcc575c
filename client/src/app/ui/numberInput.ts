// Number input rules (spec 5). Returns the text the field should show.
export interface NumberRules {
  integer?: boolean;
  max?: number;
  decimals?: number;
}

export function sanitizeNumber(raw: string, { integer = false, max, decimals = 2 }: NumberRules = {}): string {
  let v = raw.replace(/,/g, '.');
  v = integer ? v.replace(/\D/g, '') : v.replace(/[^\d.]/g, '');
  v = v.replace(/^\.+/, '');
  const dot = v.indexOf('.');
  if (dot >= 0) {
    const frac = v.slice(dot + 1).replace(/\./g, '').slice(0, decimals);
    v = `${v.slice(0, dot)}.${frac}`;
  }
  v = v.replace(/^0+(?=\d)/, '');
  if (max !== undefined && v !== '' && Number(v) > max) v = String(max);
  return v;
}
