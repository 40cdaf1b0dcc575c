import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { INTL_TAG, LANGS, type Lang } from '../locales';
import { NAMESPACES, namespaceOf } from '../namespaces';
import type { MessageId } from '../messageIds';
import { readCatalogs } from './catalogs';

const FILES = readCatalogs();
const ALL = Object.fromEntries(LANGS.map((l) => [l, Object.assign({}, ...NAMESPACES.map((ns) => FILES[l][ns]))])) as Record<Lang, Record<string, string>>;
const en = ALL.en;

/** Argument names used by a message, including inside plural branches and tags. */
function args(ast: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of ast) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.add(el.value);
      Object.values(el.options).forEach((o) => args(o.value, out));
    }
    if (el.type === TYPE.tag) {
      out.add(`<${el.value}>`);
      args(el.children, out);
    }
  }
  return out;
}

describe('messages', () => {
  it('covers all 11 languages', () => {
    expect(Object.keys(ALL).sort()).toEqual([...LANGS].sort());
  });

  it.each(LANGS)('%s keeps each id in the file of its namespace', (lang) => {
    for (const ns of NAMESPACES) {
      const misplaced = Object.keys(FILES[lang][ns]).filter((id) => namespaceOf(id) !== ns);
      expect([ns, misplaced]).toEqual([ns, []]);
    }
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s has every English key and no extra ones', (lang) => {
    const missing = Object.keys(en).filter((k) => !(k in ALL[lang]));
    const extra = Object.keys(ALL[lang]).filter((k) => !(k in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGS)('%s messages parse and use the same arguments as English', (lang) => {
    for (const [key, msg] of Object.entries(ALL[lang])) {
      const ast = parse(msg);
      expect([key, [...args(ast)].sort()]).toEqual([key, [...args(parse(en[key]))].sort()]);
    }
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s is translated, not an English copy', (lang) => {
    const same = Object.keys(en).filter((k) => ALL[lang][k] === en[k]);
    // A copied catalogue; each identical value is checked against its
    // language's allow-list by check:messages (scripts/same-as-english.mjs).
    expect(same.length / Object.keys(en).length).toBeLessThan(0.15);
  });
});

describe('plural messages', () => {
  const fmt = (lang: Lang, id: MessageId, values: Record<string, unknown>) =>
    createIntl({ locale: INTL_TAG[lang], messages: ALL[lang] }).formatMessage({ id }, values as Record<string, string>);

  it('English one/other', () => {
    expect(fmt('en', 'inventory.title', { count: 1 })).toBe('Inventory · 1 item');
    expect(fmt('en', 'inventory.title', { count: 30 })).toBe('Inventory · 30 items');
    expect(fmt('en', 'cases.open', { count: 1, price: '$2.50' })).toBe('Open for $2.50');
    expect(fmt('en', 'cases.open', { count: 3, price: '$7.50' })).toBe('Open 3 cases for $7.50');
  });

  it('Russian one/few/many', () => {
    expect(fmt('ru', 'time.minutes', { minutes: 1 })).toBe('1 минуту');
    expect(fmt('ru', 'time.minutes', { minutes: 3 })).toBe('3 минуты');
    expect(fmt('ru', 'time.minutes', { minutes: 5 })).toBe('5 минут');
    expect(fmt('ru', 'time.minutes', { minutes: 21 })).toBe('21 минуту');
  });

  it('Polish one/few/many', () => {
    expect(fmt('pl', 'inventory.title', { count: 1 })).toBe('Ekwipunek · 1 przedmiot');
    expect(fmt('pl', 'inventory.title', { count: 2 })).toBe('Ekwipunek · 2 przedmioty');
    expect(fmt('pl', 'inventory.title', { count: 12 })).toBe('Ekwipunek · 12 przedmiotów');
  });

  it('German, Portuguese, Turkish, Chinese', () => {
    expect(fmt('de', 'time.seconds', { seconds: 1 })).toBe('1 Sekunde');
    expect(fmt('de', 'time.seconds', { seconds: 2 })).toBe('2 Sekunden');
    expect(fmt('br', 'catalog.contents.title', { count: 1 })).toBe('Conteúdo da caixa · 1 item');
    expect(fmt('br', 'catalog.contents.title', { count: 4 })).toBe('Conteúdo da caixa · 4 itens');
    expect(fmt('tr', 'time.minutes', { minutes: 4 })).toBe('4 dakika');
    expect(fmt('cn', 'time.seconds', { seconds: 9 })).toBe('9 秒');
  });

  it('nests the remaining time into the trade-ban text', () => {
    const time = fmt('en', 'time.hoursMinutes', { hours: 1, minutes: 2 });
    expect(fmt('en', 'api.trades_blocked', { time })).toContain('for 1 hour 2 minutes because');
  });
});
