import { setup } from './player.mjs';
import { sleep } from './run.mjs';
import { stopServer } from './server.mjs';

export async function coldstart(run, browser) {
  const { SLIDE_S } = run;
  const s = await setup(run, browser);
  const { page, context } = s;
  // Let it play a loop so everything is stored, and the service worker controls the page.
  await sleep(SLIDE_S * 5 * 1000 + 3000);
  await page.reload();
  await page.locator('[data-layer="current"]').waitFor({ timeout: 30_000 });
  const controlled = await page.evaluate(() => !!navigator.serviceWorker?.controller);
  await page.close();
  await stopServer(s.server);
  const runs = [];
  const blanks = [];
  for (let i = 0; i < 3; i++) {
    const p = await context.newPage();
    const start = Date.now();
    await p.goto(`${s.base}/player/`, { waitUntil: 'commit' });
    await p.locator('[data-layer="current"] [data-element-type]').first().waitFor({ timeout: 30_000 });
    runs.push(Date.now() - start);
    await p.close();
    const b = await context.newPage();
    const bs = Date.now();
    await b.goto('about:blank');
    await b.setContent('<!doctype html><title>empty</title><p>empty</p>');
    blanks.push(Date.now() - bs);
    await b.close();
  }
  console.log('\nbench:coldstart — paired player reopened with the server stopped (shared 2-core machine, headless Chromium)');
  console.log(`service worker controlled the page before: ${controlled}`);
  console.log(
    `first scheduled slide on screen: ${runs.map((r) => `${r} ms`).join(', ')} (target ≤ 2000 ms: ${Math.max(...runs) <= 2000 ? 'met' : 'MISSED'})  | empty page: ${blanks.map((r) => `${r} ms`).join(', ')}`,
  );
  await s.close();
}
