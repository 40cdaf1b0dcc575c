import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The partners' typed client (e2e/api/rest.d.ts, openapi-typescript over
// docs/openapi.json) is committed, as a partner would generate it: it must
// be what the document says today.
test('the typed REST client is generated from the current document', () => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'rest-types-')), 'rest.d.ts');
  const run = spawnSync(path.join(client, 'node_modules/.bin/openapi-typescript'), ['../docs/openapi.json', '-o', out], { cwd: client, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.ok(
    readFileSync(out, 'utf8') === readFileSync(path.join(client, 'e2e/api/rest.d.ts'), 'utf8'),
    'client/e2e/api/rest.d.ts is stale: run `make openapi` and commit it',
  );
});
