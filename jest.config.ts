import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const config: Config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testMatch: ["<rootDir>/{lib,components,server,app,runtime,scripts,bench,eslint}/**/*.test.{ts,tsx}"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // A backend test file opens a database of its own before its tests: on PGlite, starting it with its
  // extensions and running every migration takes 2–5 s on a busy 2-core machine.
  testTimeout: 20_000,
};

// next/jest appends its own node_modules ignore rule after ours, so the whole array is replaced:
// these packages ship ES modules only and must be transformed.
const jestConfig = async () => ({
  ...(await createJestConfig(config)()),
  transformIgnorePatterns: [
    "/node_modules/(?!(next-intl|use-intl|icu-minify|@formatjs|intl-messageformat|ky|@tus|srvx|@noble)/)",
  ],
});

export default jestConfig;
