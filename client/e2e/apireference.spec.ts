import { test, expect } from './fixtures';

// The partners' REST reference: Swagger UI, built with the client, renders
// the served document (/api/openapi.json) under a policy whose scripts are
// the site's own, with nothing fetched from another origin; GraphiQL links
// to it.
test('the REST reference renders the served document offline and GraphiQL links to it', async ({ page, baseURL }) => {
  // Swagger UI and the whole document load and render here: slower than a client page.
  test.setTimeout(120_000);
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) outside.push(req.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });

  await page.goto('/graphiql');
  await page.getByRole('link', { name: 'REST API reference' }).click();
  await expect(page).toHaveURL(/\/api-reference$/);
  const csp = (await page.request.get('/api-reference')).headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toMatch(/https?:\/\//);

  await expect(page.getByRole('heading', { name: /Casefront REST API/ }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/an error is \{"error": "api\.<key>"/)).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  await expect(page.getByRole('heading', { name: 'bearer (http, Bearer)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'auth-bearer-value' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).first().click();

  // A deep link opens one operation (Swagger UI renders the rest as they
  // scroll into view), with its body and the errors it may answer.
  await page.goto('about:blank');
  await page.goto('/api-reference#/cases/postCaseOpen');
  const open = page.locator('#operations-cases-postCaseOpen');
  await expect(open.getByText('api.not_enough_money').first()).toBeVisible({ timeout: 30_000 });
  await expect(open.getByText('count').first()).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(outside).toEqual([]);
});
