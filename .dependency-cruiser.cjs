/**
 * The boundaries of ../shared/ARCHITECTURE.md and CODE_STYLE.md, checked by `npm run lint`
 * (dependency-cruiser). Tests may reach across a boundary to set up data; shipped code may not.
 */
const TEST = "\\.test\\.tsx?$|\\.test-utils\\.tsx?$|/test/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Code flows one way; a cycle means two pieces that cannot be understood apart.",
      from: {},
      to: { circular: true },
    },
    {
      name: "module-reads-other-tables",
      severity: "error",
      comment: "A backend module never reads another module's tables: it calls its exported functions.",
      from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: TEST },
      to: { path: "^apps/api/src/modules/([^/]+)/tables\\.ts$", pathNot: "^apps/api/src/modules/$1/" },
    },
    {
      name: "search-depends-on-no-module",
      severity: "error",
      comment:
        "The search indexes what the modules offer it (refresh-site-search.ts passes their lists in); " +
        "content and media may use its types, so it must not import them back.",
      from: { path: "^apps/api/src/modules/search/", pathNot: TEST },
      to: { path: "^apps/api/src/modules/", pathNot: "^apps/api/src/modules/search/" },
    },
    {
      name: "notifications-know-no-module",
      severity: "error",
      comment:
        "Each module writes its own e-mail templates; the outbox only lays out, stores and sends them.",
      from: { path: "^apps/api/src/modules/notifications/", pathNot: TEST },
      to: { path: "^apps/api/src/modules/", pathNot: "^apps/api/src/modules/notifications/" },
    },
    {
      name: "module-imports-composition",
      severity: "error",
      comment: "The app, the server and the wiring between modules sit above the modules, never below.",
      from: { path: "^apps/api/src/(modules|http|db/client|storage|i18n|time)/", pathNot: TEST },
      to: { path: "^apps/api/src/(app|server|refresh-site-search)\\.ts$" },
    },
    {
      name: "apps-stay-apart",
      severity: "error",
      comment: "The web app and the API share only the packages (contracts, brand).",
      from: { path: "^apps/web/" },
      to: { path: "^apps/api/" },
    },
    {
      name: "api-stays-out-of-web",
      severity: "error",
      from: { path: "^apps/api/", pathNot: TEST },
      to: { path: "^apps/web/" },
    },
    {
      name: "packages-import-no-app",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "feature-imports-feature",
      severity: "error",
      comment:
        "Features share only system, layout and forms; screens (the route screens) and seo (the sitemap) " +
        "are where features are composed.",
      from: {
        path: "^apps/web/app/features/([^/]+)/",
        // The self-care message registry gathers each self-care feature's messages (JSON only); the
        // self-care frame reads its screen's loader data like every route screen.
        pathNot: `^apps/web/app/features/(screens|seo|register-steps)/|-route\\.tsx$|self-care-(messages\\.server\\.ts|screen\\.tsx)$|${TEST}`,
      },
      to: {
        path: "^apps/web/app/features/",
        pathNot: "^apps/web/app/features/($1|system|layout|forms|self-care)/",
      },
    },
    {
      name: "journey-imports-feature",
      severity: "error",
      comment:
        "The order journey (issue 12) composes the coverage check and the profile's identification and " +
        "location forms, and sends the coverage messages; otherwise it is held to the rule above.",
      from: { path: "^apps/web/app/features/register-steps/", pathNot: TEST },
      to: {
        path: "^apps/web/app/features/",
        pathNot:
          "^apps/web/app/features/((register-steps|system|layout|forms|self-care)/|coverage/(coverage-check|coverage-result|coverage-messages\\.server)\\.tsx?$|profile/(personal-data-form|business-data-form|location-form)\\.tsx$)",
      },
    },
    {
      name: "route-module-imports-feature",
      severity: "error",
      comment:
        "A self-care screen's route module (issue 11) also takes the one loader and meta from screens, " +
        "and the sections /profile gathers from other features (products and packages, the terms); " +
        "nothing else of other features.",
      from: {
        path: "^apps/web/app/features/([^/]+)/[^/]+-route\\.tsx$",
        pathNot: `^apps/web/app/features/(screens|seo)/|${TEST}`,
      },
      to: {
        path: "^apps/web/app/features/",
        pathNot:
          "^apps/web/app/features/(($1|system|layout|forms|self-care|screens|terms)/|billing/products-and-packages\\.tsx$)",
      },
    },
    {
      name: "block-imports-feature",
      severity: "error",
      comment: "A content block shows its web part; it does not reach into a feature's internals.",
      from: { path: "^apps/web/app/blocks/", pathNot: TEST },
      to: { path: "^apps/web/app/features/", pathNot: "^apps/web/app/features/(system|layout|forms)/" },
    },
    {
      name: "shared-imports-feature",
      severity: "error",
      comment: "Shared web code (api, components, i18n) sits below features and blocks.",
      from: { path: "^apps/web/app/(api|components|i18n)/", pathNot: TEST },
      to: { path: "^apps/web/app/(features|blocks)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|dist|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
