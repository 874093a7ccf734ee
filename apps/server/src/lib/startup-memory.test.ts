import { describe, expect, it } from 'vitest';
import { releaseWhenSettled } from './startup-memory.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const counter = () => {
  const c = {
    calls: 0,
    release: () => {
      c.calls += 1;
      return { beforeMb: 1, afterMb: 1, ms: 1 };
    },
  };
  return c;
};

describe('releaseWhenSettled', () => {
  it('collects once the event loop has been at rest over a whole look', async () => {
    const c = counter();
    releaseWhenSettled(() => {}, { firstMs: 40, everyMs: 20, giveUpMs: 1000, release: c.release });
    await sleep(200);
    expect(c.calls).toBe(1);
  });

  it('never while the loop is busy (a reconnection herd), and gives up after its bound', async () => {
    const c = counter();
    releaseWhenSettled(() => {}, { firstMs: 40, everyMs: 20, giveUpMs: 150, release: c.release });
    // Busy: the loop does synchronous work almost all the time for 300 ms.
    const until = Date.now() + 300;
    while (Date.now() < until) {
      const spin = Date.now() + 15;
      while (Date.now() < spin);
      await new Promise((r) => setImmediate(r));
    }
    await sleep(100);
    expect(c.calls).toBe(0);
  });

  it('can be cancelled', async () => {
    const c = counter();
    const cancel = releaseWhenSettled(() => {}, { firstMs: 40, everyMs: 20, release: c.release });
    cancel();
    await sleep(150);
    expect(c.calls).toBe(0);
  });
});

describe('start-up imports', () => {
  it('leaves the large libraries an idle server never uses (sharp, Stripe, nodemailer) to their first use', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const src = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const staticImport = /^import (?!type )[^;]*from '(sharp|stripe|nodemailer)';/m;
    const offenders = files.filter((f) => staticImport.test(readFileSync(path.join(src, f), 'utf8')));
    // media/processing.ts holds sharp, and is itself only ever imported dynamically.
    expect(offenders).toEqual([path.join('modules', 'media', 'processing.ts')]);
    const importsProcessing = /^import [^;]*from '\.{1,2}\/[^']*processing\.ts';/m;
    expect(files.filter((f) => importsProcessing.test(readFileSync(path.join(src, f), 'utf8')))).toEqual([]);
  });
});
