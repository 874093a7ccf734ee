import { parseAst } from 'rolldown/parseAst';

/**
 * Lets the CMS bundle leave out the shared zod schemas it never runs (CMS page weight;
 * `apps/web/vite.config.ts`). Every top-level `const x = call(...)` of the shared packages becomes
 * `const x = /* @__PURE__ *\/ (() => call(...))()`: the same value, built at the same moment, but the
 * bundler may now drop the declaration when nothing uses `x`. Without it, a page that needs one
 * constant of a contract module builds every schema of that module (and zod with them), because a
 * bundler cannot know that `z.object(...).strict()` has no side effect.
 *
 * Only declarations are touched: a top-level statement that is not a declaration (a registration,
 * `z.config(...)`) keeps running. The shared packages declare nothing whose initializer is meant for
 * its side effect; a unit test (`pure-declarations.test.ts`) keeps the transform honest.
 */

const SHARED_SOURCE = /[\\/]packages[\\/](?:shared|slides|schedule)[\\/]src[\\/](?!.*\.test\.ts$).*\.tsx?$/;
const PURE_MARK = /\/\*\s*[@#]__PURE__\s*\*\/\s*$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The source with every top-level declaration made from a call wrapped in a pure-annotated arrow call. */
export function markPureDeclarations(code: string, filename = 'module.ts'): string {
  const program = parseAst(code, { lang: filename.endsWith('.tsx') ? 'tsx' : 'ts' }, filename) as unknown as { body: Node[] };
  const inits: Node[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init?.type === 'CallExpression' && !PURE_MARK.test(code.slice(0, init.start))) inits.push(init);
    }
  }
  let out = code;
  for (const init of inits.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => ${out.slice(init.start, init.end)})()${out.slice(init.end)}`;
  }
  return out;
}

/** The plugin, typed structurally as precompress.ts does: `tools/` sits outside the workspaces that depend on Vite. */
export interface PureDeclarationsPlugin {
  name: string;
  apply: 'build';
  enforce: 'pre';
  transform(code: string, id: string): { code: string; map: null } | null;
}

export function pureDeclarations(): PureDeclarationsPlugin {
  return {
    name: 'signage:pure-declarations',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SHARED_SOURCE.test(id.split('?')[0] ?? id)) return null;
      const out = markPureDeclarations(code, id);
      return out === code ? null : { code: out, map: null };
    },
  };
}
