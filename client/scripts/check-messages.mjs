#!/usr/bin/env node
// Checks the message catalogues against the code (run by `make test`):
//  - every id the code uses is in the English catalogues,
//  - every English key is used somewhere,
//  - each id sits in the file of its namespace,
//  - every language has exactly the English keys with the same ICU arguments
//    (formatjs verify, per namespace),
//  - no language shows English: a value identical to the English one fails
//    unless same-as-english.mjs allows it for that language (with its reason),
//    and an allowed value that is no longer identical fails too.
// `formatjs extract` finds the ids written in FormattedMessage / formatMessage /
// defineMessage(s). Ids passed around as data (nav entries, label maps, page
// titles) are typed MessageId, so they compile only if they exist; here they
// count as used when they appear as a string literal in the source.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogs, sameAsEnglishProblems } from './same-as-english.mjs';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(client, 'src');
const catalogs = path.join(src, 'i18n', 'catalogs');
const formatjs = path.join(client, 'node_modules', '.bin', 'formatjs');
const DOMAINS = ['api', 'footer', 'cookie', 'catalog', 'cases', 'inventory', 'fair', 'feed', 'users', 'promo', 'upgrade', 'contract', 'changer', 'pay', 'dailybonus', 'battles', 'support', 'blog', 'partner', 'dailycrystal', 'tasks', 'warehouse', 'customizations', 'gabenstore', 'push', 'notifications', 'topdrop', 'pages', 'alerts', 'quiz', 'pickem', 'season', 'history', 'socials']; // as in src/i18n/namespaces.ts
// Server error codes: shown for whatever code the server sends (errorMap, ScreenBoundary).
const SERVER_PREFIXES = ['api.'];

const problems = [];
const namespaces = fs.readdirSync(catalogs).filter((d) => fs.statSync(path.join(catalogs, d)).isDirectory());
const en = {};
for (const ns of namespaces) {
  const keys = Object.keys(JSON.parse(fs.readFileSync(path.join(catalogs, ns, 'en.json'), 'utf8')));
  for (const id of keys) {
    const head = id.split('.')[0];
    const want = DOMAINS.includes(head) ? head : 'shell';
    if (want !== ns) problems.push(`${id}: in catalogs/${ns}, belongs in catalogs/${want}`);
    en[id] = ns;
  }
}

// Source files, without tests and generated code.
function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!['__tests__', '__generated__', 'catalogs'].includes(e.name)) walk(p, out);
    } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}
const files = walk(src);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-'));
const list = path.join(tmp, 'files.txt');
const out = path.join(tmp, 'extracted.json');
fs.writeFileSync(list, files.join('\n'));
try {
  // Warnings name the non-literal ids handled below; keep the output to the verdict.
  execFileSync(formatjs, ['extract', '--in-file', list, '--out-file', out], { stdio: ['ignore', 'ignore', 'pipe'] });
} catch (e) {
  process.stderr.write(String(e.stderr ?? e));
  process.exit(1);
}
const extracted = Object.keys(JSON.parse(fs.readFileSync(out, 'utf8')));
fs.rmSync(tmp, { recursive: true, force: true });

for (const id of extracted) if (!(id in en)) problems.push(`${id}: used in the code, missing from the English catalogues`);

const used = new Set(extracted);
const literal = /['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g;
for (const f of files) for (const m of fs.readFileSync(f, 'utf8').matchAll(literal)) if (m[1] in en) used.add(m[1]);
for (const id of Object.keys(en)) {
  if (!used.has(id) && !SERVER_PREFIXES.some((p) => id.startsWith(p))) problems.push(`${id}: in catalogs/${en[id]}, not used by the code`);
}

for (const ns of namespaces) {
  try {
    execFileSync(formatjs, ['verify', '--source-locale', 'en', '--missing-keys', '--extra-keys', '--structural-equality', path.join(catalogs, ns, '*.json')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (e) {
    problems.push(`catalogs/${ns}: translations differ from English\n${String(e.stdout ?? '')}${String(e.stderr ?? '')}`.trim());
  }
}

problems.push(...sameAsEnglishProblems(readCatalogs(catalogs)));

if (problems.length) {
  console.error(`messages: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`messages: ${Object.keys(en).length} ids in ${namespaces.length} namespaces, ${extracted.length} extracted from ${files.length} files, all languages match and none shows English`);
