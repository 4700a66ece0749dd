// @ts-check
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
// @ts-expect-error eslint-plugin-jsx-a11y ships no types; only its recommended rules are read.
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import apiPaths from "./eslint/api-paths.mjs";
import boundaries from "./eslint/boundaries.mjs";

const config = [
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  ...nextVitals,
  ...nextTs,
  { rules: { ...jsxA11y.flatConfigs.recommended.rules } },
  // The import plugin must not parse dependencies (PGlite's bundle overflows its parser).
  { settings: { "import/ignore": ["node_modules"] } },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
      // App Router only: there is no pages/ directory for this rule to read.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  // Layers, server modules through their index, no SQL outside services: eslint/boundaries.mjs.
  { plugins: { cineva: boundaries }, rules: { "cineva/boundaries": "error" } },
  // Each endpoint's path is written once, in lib/contract/endpoints/: eslint/api-paths.mjs.
  { plugins: { "cineva-api": apiPaths }, rules: { "cineva-api/api-paths": "error" } },
  // Playwright specs take expect and test from @playwright/test; Jest's global types would let a
  // missing import pass tsc and fail only when the spec runs.
  {
    files: ["e2e/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["expect", "test", "describe", "it", "beforeAll", "afterAll", "beforeEach", "afterEach"].map(
          (name) => ({
            name,
            message: "Import it from @playwright/test.",
          }),
        ),
      ],
    },
  },
  prettier,
];

export default config;
