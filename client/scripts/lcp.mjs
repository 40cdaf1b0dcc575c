// Measures the home page's Largest Contentful Paint against the same hero
// as static HTML with the same styles, in Debian's Chromium, cold cache each
// time, against a running server (make run):
//
//	node scripts/lcp.mjs [http://127.0.0.1:8080] [runs]
//
// The static page is answered by the browser itself (no server work), so it
// is what the markup and styles alone cost: the floor the home page can
// approach.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

const base = (process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const runs = Number(process.argv[3] ?? 7);
const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../server/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const styles = [...(manifest['index.html'].css ?? []), ...(manifest['src/features/catalog/HomePage.tsx'].css ?? [])];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

async function lcp(url, setup) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (setup) await setup(page);
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp.push({ t: e.startTime, tag: e.element?.tagName ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const entries = await page.evaluate(() => window.__lcp);
  const hero = await page.evaluate(() => ({ h1: document.querySelector('.hero h1')?.textContent, p: document.querySelector('.hero p')?.textContent }));
  await context.close();
  const last = entries.at(-1) ?? { t: NaN, tag: '-' };
  return { ms: last.t, tag: last.tag, hero };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const esc = (s) => String(s ?? '').replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);

const home = [];
let hero;
for (let i = 0; i <= runs; i++) {
  const r = await lcp(base + '/');
  hero ??= r.hero;
  if (i > 0) home.push(r); // the first warms the server
}
const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${styles.map((f) => `<link rel="stylesheet" href="/${f}">`).join('')}</head>
<body><div id="root"><div class="app"><main class="main"><div class="home"><section class="hero"><div class="hero__text">
<h1>${esc(hero.h1)}</h1><p class="muted">${esc(hero.p)}</p></div></section></div></main></div></div></body></html>`;
const staticHero = [];
for (let i = 0; i < runs; i++) {
  staticHero.push(
    await lcp(base + '/__static-hero', (page) =>
      page.route('**/__static-hero', (route) => route.fulfill({ contentType: 'text/html', body: html })),
    ),
  );
}
await browser.close();

const h = median(home.map((r) => r.ms));
const s = median(staticHero.map((r) => r.ms));
console.log(`home page LCP: median ${h.toFixed(0)} ms over ${runs} runs (${home.map((r) => r.ms.toFixed(0)).join(', ')}), element ${home.at(-1).tag}`);
console.log(`same hero as static HTML: median ${s.toFixed(0)} ms (${staticHero.map((r) => r.ms.toFixed(0)).join(', ')}), element ${staticHero.at(-1).tag}`);
