import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";

/** One-way imports (DESIGN §9): app → components → lib; server/ stands alone beside lib/. */
const restrict = (from, message) => ({
  group: from,
  message,
});

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
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            restrict(
              ["@/app/*", "@/components/*", "@/server/*"],
              "lib/ must not import app/, components/ or server/.",
            ),
          ],
        },
      ],
    },
  },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [restrict(["@/app/*", "@/server/*"], "components/ must not import app/ or server/.")] },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [restrict(["@/app/*", "@/components/*"], "server/ must not import app/ or components/.")],
        },
      ],
    },
  },
  prettier,
];

export default config;
