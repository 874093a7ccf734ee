import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(src, file), 'utf8');
const registration = (feature: string) => path.join(src, 'features', feature, 'i18n/index.ts');

/** Where a feature's modules start running: its public index.ts and each page the router loads lazily. */
function entryModules(): { feature: string; file: string }[] {
  const pages = [...read('app/router.tsx').matchAll(/import\('\.\.\/(features\/([a-z]+)\/[^']+)'\)/g)].map(
    ([, file = '', feature = '']) => ({
      feature,
      file,
    }),
  );
  const indexes = readdirSync(path.join(src, 'features'))
    .filter((feature) => existsSync(path.join(src, 'features', feature, 'index.ts')))
    .map((feature) => ({ feature, file: `features/${feature}/index.ts` }));
  return [...pages, ...indexes];
}

function registersText(file: string, feature: string): boolean {
  const dir = path.dirname(path.join(src, file));
  return [...read(file).matchAll(/^import '(\.[^']+)';$/gm)].some(([, spec = '']) => path.resolve(dir, spec) === registration(feature));
}

describe('feature translations', () => {
  it('are registered by every lazily loaded page and every feature index.ts, before anything renders', () => {
    const entries = entryModules();
    expect(entries.length).toBeGreaterThan(20);
    const missing = entries.filter(({ feature, file }) => existsSync(registration(feature)) && !registersText(file, feature));
    expect(missing).toEqual([]);
  });

  it('stay out of the core locale files', () => {
    for (const file of readdirSync(path.join(src, 'i18n/locales'))) {
      expect(read(`i18n/locales/${file}`), file).not.toMatch(/from '[^']*features\//);
    }
  });
});
