import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * apps/web/package.json declares the CMS side-effect free except for the files its `sideEffects` list
 * names, so the bundler may drop a module none of whose exports is used (a feature's barrel no longer
 * drags every page of the feature into the first chunk). A module imported only for what it does
 * (`import './i18n/index.ts'` registers translations; the widget modules register widget types) must
 * be on that list, or the production build silently leaves it out. So must a barrel that imports one:
 * a barrel nobody uses but for its re-exports is skipped, and its own bare imports with it.
 */
const webRoot = path.resolve(import.meta.dirname, '..');
const patterns: string[] = JSON.parse(readFileSync(path.join(webRoot, 'package.json'), 'utf8')).sideEffects;

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

const listed = (file: string) => patterns.some((p) => path.matchesGlob(file, p));

/** A module made only of imports and re-exports (comments aside). */
function isBarrel(source: string): boolean {
  const rest = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^import\s[^;]*;$/gm, '')
    .replace(/^export\s(?:type\s)?(?:\*|\{[^}]*\})(?:\sas\s\w+)?\sfrom\s'[^']+';$/gm, '');
  return rest.trim() === '';
}

describe('side-effect imports of the CMS', () => {
  const files = sources(path.join(webRoot, 'src'));
  const bareImports = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import '(\.[^']+)';$/gm)].map((m) => ({
      importer: path.relative(webRoot, file),
      target: path.relative(webRoot, path.resolve(path.dirname(file), m[1] as string)),
    })),
  );

  it('every module imported for its side effect is listed in package.json sideEffects', () => {
    expect(bareImports.length).toBeGreaterThan(40);
    expect(bareImports.filter((b) => !listed(b.target)).map((b) => b.target)).toEqual([]);
  });

  it('every barrel that imports a module for its side effect is listed too', () => {
    const barrels = [...new Set(bareImports.map((b) => b.importer))].filter((f) => isBarrel(readFileSync(path.join(webRoot, f), 'utf8')));
    expect(barrels.length).toBeGreaterThan(5);
    expect(barrels.filter((f) => !listed(f))).toEqual([]);
  });
});
