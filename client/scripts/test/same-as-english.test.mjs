import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogs, sameAsEnglishProblems, SAME_AS_ENGLISH } from '../same-as-english.mjs';

const catalogs = () => ({
  battles: {
    en: { 'battles.mode.lowest': 'Underdog', 'battles.seat.bot': 'Bot', 'battles.progress': '{have} / {need}' },
    de: { 'battles.mode.lowest': 'Außenseiter', 'battles.seat.bot': 'Bot', 'battles.progress': '{have} / {need}' },
    pl: { 'battles.mode.lowest': 'Underdog', 'battles.seat.bot': 'Bot', 'battles.progress': '{have} / {need}' },
  },
});
const allowed = () => ({ de: ['battles.seat.bot', 'battles.progress'], pl: ['battles.seat.bot', 'battles.progress'] });

test('allowed identical values and translated ones pass', () => {
  const c = catalogs();
  c.battles.pl['battles.mode.lowest'] = 'Wygrywa najniższa suma';
  assert.deepEqual(sameAsEnglishProblems(c, allowed()), []);
});

test('a value identical to English fails in the language that does not allow it', () => {
  const problems = sameAsEnglishProblems(catalogs(), allowed());
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^pl: battles\.mode\.lowest is the English "Underdog"/);
});

test('an allowed value that is translated now, or no message at all, is a stale entry', () => {
  const c = catalogs();
  c.battles.pl['battles.mode.lowest'] = 'Wygrywa najniższa suma';
  c.battles.de['battles.seat.bot'] = 'Computer';
  const problems = sameAsEnglishProblems(c, { ...allowed(), pl: [...allowed().pl, 'battles.gone'] });
  assert.deepEqual(problems, [
    'de: battles.seat.bot is allowed as English in same-as-english.mjs but reads "Computer": drop the entry',
    'pl: battles.gone is allowed as English in same-as-english.mjs but is no message',
  ]);
});

test('a key of English a language lacks fails, and so does a language without catalogues', () => {
  const c = catalogs();
  c.battles.pl['battles.mode.lowest'] = 'Wygrywa najniższa suma';
  delete c.battles.de['battles.mode.lowest'];
  assert.deepEqual(sameAsEnglishProblems(c, { ...allowed(), xx: [] }), [
    'same-as-english.mjs: no catalogue of language xx',
    'de: battles.mode.lowest missing (catalogs/battles/de.json)',
  ]);
});

test('the site catalogues pass, and every other language has an allow-list', () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/i18n/catalogs');
  const real = readCatalogs(dir);
  assert.deepEqual(sameAsEnglishProblems(real), []);
  assert.deepEqual(Object.keys(SAME_AS_ENGLISH).sort(), Object.keys(real.shell).filter((l) => l !== 'en').sort());
});
