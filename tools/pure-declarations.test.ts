import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { markPureDeclarations } from './pure-declarations.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('markPureDeclarations', () => {
  it('wraps top-level const declarations made from a call, and nothing else', () => {
    const source = [
      "import { z } from 'zod';",
      'export const a = z.object({ b: z.string() }).strict();',
      'const c = make(1), d = 2;',
      'export const LIST = [1, 2] as const;',
      'let e = make(3);',
      'z.config({});',
      'export function f() { const g = make(4); return g; }',
      'export const h = /* @__PURE__ */ make(5);',
    ].join('\n');
    const out = markPureDeclarations(source);
    expect(out).toContain('export const a = /* @__PURE__ */ (() => z.object({ b: z.string() }).strict())();');
    expect(out).toContain('const c = /* @__PURE__ */ (() => make(1))(), d = 2;');
    // Not a call, not const, not a declaration, not top level, already marked: unchanged.
    expect(out).toContain('export const LIST = [1, 2] as const;');
    expect(out).toContain('let e = make(3);');
    expect(out).toContain('z.config({});');
    expect(out).toContain('const g = make(4);');
    expect(out).toContain('export const h = /* @__PURE__ */ make(5);');
  });

  it('keeps what the module computes, in the same order', async () => {
    const source = [
      'const calls = [];',
      'const make = (n) => { calls.push(n); return n * 2; };',
      'export const one = make(1);',
      'export const two = make(one);',
      'export const seen = calls.slice();',
    ].join('\n');
    const out = markPureDeclarations(source, 'module.js');
    expect(out).not.toBe(source);
    const mod = await import(`data:text/javascript,${encodeURIComponent(out)}`);
    expect([mod.one, mod.two, mod.seen]).toEqual([2, 4, [1, 2]]);
  });

  it('leaves every source of the shared packages valid TypeScript', () => {
    let changed = 0;
    for (const pkg of ['shared', 'slides', 'schedule']) {
      const dir = path.join(root, 'packages', pkg, 'src');
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
        const full = path.join(dir, file);
        const source = readFileSync(full, 'utf8');
        const out = markPureDeclarations(source, full);
        if (out !== source) changed++;
        expect(() => parseAst(out, { lang: full.endsWith('.tsx') ? 'tsx' : 'ts' }, full)).not.toThrow();
      }
    }
    // The contracts are made of such declarations: a transform that stopped matching would show here.
    expect(changed).toBeGreaterThan(20);
  });
});
