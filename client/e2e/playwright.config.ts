import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Runs the specs against the real server binary (built separately) serving the
// built client from disk. Nothing is built here: `npm run build` first, and
// point CASEFRONT_BIN at the server (default ../bin/casefront).
const here = path.dirname(new URL(import.meta.url).pathname);
const bin = path.resolve(here, '..', process.env.CASEFRONT_BIN ?? '../bin/casefront');
const dist = path.resolve(here, '../../server/web/dist');
// Mailpit receives the server's mail (the socials spec reads it by its HTTP API).
const mailpit = path.resolve(here, '..', process.env.MAILPIT_BIN ?? '../bin/mailpit');

// The config is evaluated again in worker processes: keep the first values.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DB_DIR ??= mkdtempSync(path.join(tmpdir(), 'casefront-e2e-'));
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_MAILPIT_PORT ??= String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_MAILPIT_URL ??= `http://127.0.0.1:${process.env.E2E_MAILPIT_PORT}`;
// The sandbox SMS gateway checks the Twilio credentials the server sends: a fresh token per run.
process.env.E2E_SMS_TOKEN ??= randomBytes(16).toString('hex');
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const desktop = { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: path.join(here, 'artifacts/results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  // A self-ban cannot be lifted, so the spec that bans a demo player runs after
  // everything else (it is skipped when an earlier spec fails).
  projects: [
    { name: 'chromium', testIgnore: /(selfban|pages)\.spec\.ts$/, use: desktop },
    { name: 'self-ban', testMatch: /selfban\.spec\.ts$/, dependencies: ['chromium'], use: desktop },
    // The site-wide alert and modal it creates would cover the other specs' pages: last.
    { name: 'notices', testMatch: /pages\.spec\.ts$/, dependencies: ['self-ban'], use: desktop },
  ],
  webServer: [
    {
      command: `${mailpit} --smtp 127.0.0.1:${process.env.E2E_SMTP_PORT} --listen 127.0.0.1:${process.env.E2E_MAILPIT_PORT} --disable-version-check -q`,
      url: `${process.env.E2E_MAILPIT_URL}/api/v1/info`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: bin,
      url: `${baseURL}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        HTTP_ADDR: `127.0.0.1:${port}`,
        BASE_URL: baseURL,
        DATABASE_URL: `sqlite://${path.join(process.env.E2E_DB_DIR, 'e2e.db')}`,
        DEV_LOGIN: '1',
        DEMO_SEED: '1',
        WEB_DIR: dist,
        // Per country, for the upgrade spec: closed only where both upgrade flags are set;
        // MT for the daily bonus and case family specs (dailybonus, case_open_bullet, case_open_gacha);
        // CY for the case battles spec (case_battle); EE for the shell's redirect spec (top_drop: the topdrop spec opens the page elsewhere).
        RESTRICTED_COUNTRIES: 'IS:upgrade|upgrade_new,LU:upgrade|upgrade_balance,MT:dailybonus|case_open_bullet|case_open_gacha,CY:case_battle,EE:top_drop',
        // The browser stands for a proxy in front: the country specs send CF-IPCountry (COUNTRY_HEADER's default).
        TRUSTED_PROXIES: '127.0.0.1',
        // Sandbox supplier orders move a step a second (trades spec), which
        // sets faults on it with this key.
        SUPPLIER_SANDBOX_STEP: '1s',
        SUPPLIER_API_KEY: 'e2e-supplier-key',
        // Every REST answer is checked against docs/openapi.json; a mismatch is
        // logged as an error ("openapi: response outside the document").
        OPENAPI_CHECK: '1',
        // Mail goes to Mailpit; SMS to the server's own sandbox gateway.
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        TWILIO_ACCOUNT_SID: 'ACsandbox',
        TWILIO_AUTH_TOKEN: process.env.E2E_SMS_TOKEN,
        TWILIO_API_URL: `${baseURL}/sandbox/sms`,
        // Warnings and errors only: the access log would drown the test report.
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
