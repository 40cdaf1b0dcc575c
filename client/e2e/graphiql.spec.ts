import { type Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

// GraphiQL is the site's own build (enabled here: the server's BASE_URL is
// local): nothing loads from another origin and nothing breaks its policy.
async function openGraphiQL(page: Page, site: string): Promise<string[]> {
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(site).origin) outside.push(req.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const res = await page.goto('/graphiql');
  expect(res?.status()).toBe(200);
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/https?:\/\//);
  await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible();
  return outside;
}

async function run(page: Page, query: string): Promise<void> {
  await page.locator('.graphiql-query-editor .monaco-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // Inserted as a whole: typed key by key the editor would close the braces itself.
  await page.keyboard.insertText(query);
  // GraphiQL parses the edit 100 ms later (and keeps it): run what was typed, not the text before.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('graphiql:query'))).toBe(query);
  await page.locator('.graphiql-execute-button').click();
}

const response = (page: Page) => page.locator('.graphiql-response');

test.describe('graphiql', () => {
  test('runs a query against /graphql with only the site as a source', async ({ page, baseURL }) => {
    const outside = await openGraphiQL(page, baseURL!);
    await run(page, '{ settings { languages } }');
    await expect(response(page)).toContainText('"languages"');
    await expect(response(page)).toContainText('"en"');
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test("queries as the signed-in player, with the client's token", async ({ page, baseURL }) => {
    await signIn(page, 'demo1');
    await openGraphiQL(page, baseURL!);
    await run(page, '{ me { nickname } }');
    await expect(response(page)).toContainText('"nickname"');
    await expect(response(page)).not.toContainText('"me": null');
  });

  test('runs subscriptions over graphql-ws on the same origin', async ({ page, baseURL }) => {
    await openGraphiQL(page, baseURL!);
    const socket = page.waitForEvent('websocket');
    await run(page, 'subscription { onlineCount }');
    expect((await socket).url()).toBe(`${baseURL!.replace(/^http/, 'ws')}/graphql`);
    await expect(response(page)).toContainText('"onlineCount"');
  });

  test("the Docs panel loads the schema and finds a type", async ({ page, baseURL }) => {
    await openGraphiQL(page, baseURL!);
    await page.getByRole('button', { name: /show documentation explorer/i }).click();
    const docs = page.locator('.graphiql-doc-explorer');
    await expect(docs).toContainText(/root types/i);
    await expect(page.getByText('Error fetching schema')).toHaveCount(0);
    await docs.locator('.graphiql-doc-explorer-search input').fill('Case');
    await page.locator('.graphiql-doc-explorer-search [role="option"]', { hasText: /^Case$/ }).first().click();
    await expect(page.locator('.graphiql-doc-explorer-title')).toHaveText('Case');
    await expect(docs).toContainText('items');
  });
});
