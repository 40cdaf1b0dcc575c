import { test, expect, signIn, newAnonymousPage } from './fixtures';

// The blog against the real server (DEMO_SEED=1 seeds the demo posts in en,
// de and ru). demo3 comments (no other spec depends on its comments or
// balance); demomod (staff) publishes the comment from the post page, where
// staff alone see others' comments awaiting moderation. The comment limit
// is one comment per 30 seconds per player.

const POST = '/news/welcome-to-casefront';

test('a post reads in two languages and its Markdown is inert', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByTestId('blog-card').first()).toBeVisible();
  await expect(page.getByTestId('blog-card')).toHaveCount(10);
  await page.getByTestId('blog-more').click();
  await expect(page.getByTestId('blog-card')).toHaveCount(13);
  await page.getByRole('tab', { name: 'Guides' }).click();
  await expect(page.getByTestId('blog-card')).toHaveCount(2);

  await page.goto(POST);
  await expect(page.getByTestId('blog-post').locator('.page__title')).toHaveText('Welcome to Casefront');
  await page.goto('/de' + POST);
  await expect(page.getByTestId('blog-post').locator('.page__title')).toHaveText('Willkommen bei Casefront');

  let alerted = false;
  page.on('dialog', (d) => {
    alerted = true;
    void d.dismiss();
  });
  await page.goto('/news/safe-markdown');
  const body = page.getByTestId('blog-post-body');
  await expect(body).toContainText('Scripts are removed');
  expect(await body.locator('script, img[onerror], a[href^="javascript"]').count()).toBe(0);
  await expect(body.locator('a[href="https://example.com"]')).toHaveAttribute('rel', 'nofollow noopener');
  expect(alerted).toBe(false);
});

test('a comment waits for moderation, then staff publish it and reactions toggle', async ({ page, browser, baseURL }) => {
  const text = `Hello from the e2e run ${Date.now()}`;
  await signIn(page, 'demo3', POST);
  await expect(page.getByTestId('blog-post')).toBeVisible();
  await page.getByTestId('blog-comment-form').getByRole('textbox').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const mine = page.getByTestId('blog-comment').filter({ hasText: text });
  await expect(mine.getByTestId('blog-comment-pending')).toHaveText('Awaiting moderation');

  // The limit: a second comment right away counts down instead.
  await page.getByTestId('blog-comment-form').getByRole('textbox').fill('One more thing');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('blog-comment-wait')).toHaveText(/You can comment again in \d+ s/);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  // Nobody else sees it yet.
  const visitor = await newAnonymousPage(browser, baseURL!);
  await visitor.goto(POST);
  await expect(visitor.getByTestId('blog-thread')).toBeVisible();
  await expect(visitor.getByTestId('blog-comment').filter({ hasText: text })).toHaveCount(0);

  // Staff see it awaiting moderation and publish it.
  const mod = await newAnonymousPage(browser, baseURL!);
  await signIn(mod, 'demomod', POST);
  const pending = mod.getByTestId('blog-comment').filter({ hasText: text });
  await pending.getByTestId('blog-comment-publish').click();
  await expect(pending.getByTestId('blog-comment-pending')).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByTestId('blog-comment').filter({ hasText: text })).toBeVisible();

  // The author reacts once, and takes it back.
  await page.reload();
  const like = page.getByTestId('blog-comment').filter({ hasText: text }).getByTestId('blog-reaction-like');
  await expect(like).toHaveText(/0/);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(/1/);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText(/0/);
  await visitor.context().close();
  await mod.context().close();
});

test('jp has no blog: its news routes go home', async ({ page }) => {
  await page.goto('/jp/news');
  await expect(page).toHaveURL(/\/jp\/?$/);
});
