/**
 * Import rules, checked by `npm test` (dependency-cruiser, `node tools/import-rules/check.mjs`):
 * - no import loop between files anywhere in our code (type-only imports count: they tie files
 *   together for a reader just the same);
 * - no loop between server modules (`apps/server/src/modules/<module>`) or web features
 *   (`apps/web/src/features/<feature>`), judged folder by folder;
 * - apps never import each other; packages never import apps.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-loop',
      severity: 'error',
      comment: 'An import loop between files: move the shared piece out, or invert the dependency.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'no-module-loop',
      severity: 'error',
      comment: 'A loop between server modules or web features: one of them must not know the other (composition root, hooks).',
      scope: 'folder',
      from: { path: '^apps/(server/src/modules|web/src/features)/[^/]+/?$' },
      to: { circular: true },
    },
    {
      name: 'apps-stay-apart',
      severity: 'error',
      comment: 'Apps depend on packages, never on each other.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
  },
};
