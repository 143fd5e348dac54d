/**
 * Import rules of Demeure (docs/architecture.md, "Layering rules"), checked by `npm test`.
 * Every rule is an error and there is no list of exceptions.
 */
module.exports = {
  forbidden: [
    {
      name: 'web-never-imports-api',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-never-imports-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-only-through-its-index',
      comment: "A web feature uses another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'api-db-and-plugins-import-no-module',
      comment:
        'db/ and plugins/ are the frame modules run in: what they need of a module is passed in by core.ts or app.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/(db|plugins)/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-seed-not-in-db',
      comment: 'The seed writes through the modules, so it lives in src/seed/: nothing seed-like under db/.',
      severity: 'error',
      from: {},
      to: { path: '^apps/api/src/db/[^/]*seed' },
    },
    {
      name: 'api-module-only-through-its-door',
      comment:
        "A module uses another module only through that module's index.ts (decision 029), tests included: they reach other modules' internals through apps/api/src/test/ helpers or doors. Table files are apart: a table's foreign key and (for now) a repository's read name another module's tables.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: [
          '^apps/api/src/modules/$1/',
          '^apps/api/src/modules/[^/]+/index\\.ts$',
          '^apps/api/src/modules/[^/]+/[a-z-]*tables\\.ts$',
        ],
      },
    },
    {
      name: 'api-module-not-into-another-repository',
      comment: "A module asks another module's service, never its repository.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/[^/]+/repository\\.ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'api-tables-only-in-repositories',
      comment:
        'Only repositories (and the tables a foreign key points at, and the seed) touch tables; row types may be imported anywhere.',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: [
          'repository\\.ts$',
          'tables\\.ts$',
          '^apps/api/src/seed/',
          '\\.test\\.ts$',
          '^apps/api/src/test/',
        ],
      },
      to: { path: '^apps/api/src/modules/[^/]+/[a-z-]*tables\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-repository-reads-only-own-tables',
      comment:
        "A repository's SQL names only its own module's tables: another module's rows are read through that module's door (index.ts), as a published relation or a function run on the caller's transaction (decision 029). Row types may travel.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/[a-z-]*repository\\.ts$' },
      to: {
        path: '^apps/api/src/modules/[^/]+/[a-z-]*tables\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'sql-only-in-repositories',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: [
          'repository\\.ts$',
          'tables\\.ts$',
          '^apps/api/src/db/',
          '^apps/api/src/seed/',
          '\\.test\\.ts$',
          '^apps/api/src/test/',
        ],
      },
      to: { path: 'drizzle-orm' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Built output (the web app's dist/) is not source: a local build must not fail the check.
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
}
