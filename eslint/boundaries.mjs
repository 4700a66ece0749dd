// @ts-check
/**
 * One rule for the house's import boundaries (architecture §2, server/README.md), applied to every way a
 * file can name another: import and export … from, dynamic import(), require(), jest.mock(); by
 * alias (@/…) or relative path.
 *
 * - Layers: app → components → lib; server/ and runtime/ (what Next's config, proxy and server
 *   process load) above lib/. lib/ imports none of app/, components/, server/, runtime/, scripts/;
 *   components/ none of app/, server/, runtime/, scripts/; runtime/ none of app/, components/,
 *   server/, scripts/; server/ none of app/, components/, scripts/ (it may use runtime/'s policy,
 *   Redis loader and shutdown).
 * - Server floors, lowest first: shared/ < db/ < providers/ < http/ < modules/ < the rest (app, main,
 *   demo/, faults…). A file imports from its own floor or below, type-only imports included; tests and
 *   test support stands above them all. Circles: server/floors.test.ts.
 * - Test support is named test-<what> (test-harness.ts, test-kit.ts, test-utils.tsx…) wherever it is,
 *   and only tests, test support and e2e/ import it.
 * - Server modules: code outside server/modules/<name>/ reaches it only through its index.ts.
 * - SQL: drizzle-orm and the schema are for services (a module's files other than its routes and
 *   index), server/db/, providers and tests; never in route files, server/http/ or the frontend.
 *   Type-only imports are fine (they describe rows, they do not query).
 * - ioredis: only through runtime/redis.js (type-only imports are fine).
 * - lucide-react: never; icons come from components/ui/icons/ (scripts/make-icons.mjs draws them).
 * - next-auth/react: only in the sign-in dialog's forms (loaded when it opens); the session comes
 *   from components/auth/session-provider.tsx.
 * - next/image: never; pictures come from components/ui/image.tsx (the same markup, without next/image's
 *   code in the page).
 * - next/link: only in components/ui/link.tsx, which prefetches a page when the viewer reaches for its
 *   link rather than every link in view.
 * - lib/config/public-env: not in components/ (whose modules may run in the browser); they read
 *   lib/config/browser-env, which the server's checks guard without shipping them.
 */
import path from "node:path";
/** @import { Rule } from "eslint" */

/**
 * The one sanctioned crossing: lib/api's server client calls the embedded backend in-process.
 * @type {Record<string, string[]>}
 */
const ADAPTERS = { "lib/api/server.ts": ["server/main"] };

/** Where next-auth's client may load: the sign-in dialog and its forms, fetched when it opens. */
const NEXT_AUTH_REACT = ["components/auth/sign-in-dialog.tsx", "components/auth/forms/"];

/** @type {Record<string, string[]>} */
const LAYER_FORBIDS = {
  lib: ["app", "components", "server", "runtime", "scripts"],
  components: ["app", "server", "runtime", "scripts"],
  runtime: ["app", "components", "server", "scripts"],
  server: ["app", "components", "scripts"],
};

/** server/'s floors, lowest first; a server file in none of them is on the top floor. */
const FLOORS = ["server/shared/", "server/db/", "server/providers/", "server/http/", "server/modules/"];

/**
 * A repo-relative path for a specifier, or null for a package.
 * @param {string} fromFile the importing file, repo-relative
 * @param {string} specifier
 * @returns {string | null}
 */
export function targetOf(fromFile, specifier) {
  if (specifier.startsWith("@/")) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith("."))
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return null;
}

/** @param {string} file */
const moduleOf = (file) => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
/** @param {string} target @param {string} name */
const isModuleIndex = (target, name) =>
  target === `server/modules/${name}` || /^server\/modules\/[^/]+\/index(\.ts)?$/.test(target);
/** @param {string} specifier @param {string | null} target */
const isDatabase = (specifier, target) =>
  specifier === "drizzle-orm" ||
  specifier.startsWith("drizzle-orm/") ||
  (target !== null && /^server\/db\/schema(\/[a-z-]+)?(\.ts)?$/.test(target));
/** @param {string} file */
const isRouteFile = (file) =>
  /^server\/modules\/[^/]+\/([a-z-]+-)?routes\.ts$/.test(file) ||
  /^server\/modules\/([^/]+\/)?index\.ts$/.test(file);
/** @param {string} file */
const isTest = (file) => /\.test\.tsx?$/.test(file);
/** @param {string} file */
const isTestSupport = (file) => isTest(file) || TEST_SUPPORT.test(file);
/** Test support, wherever it is: one name, `test-<what>` (test-harness, test-kit, test-utils…). */
const TEST_SUPPORT = /(^|\/)test-[^/]+$/;
/** @param {string} file */
const floorOf = (file) => {
  const floor = FLOORS.findIndex((prefix) => file.startsWith(prefix));
  return floor === -1 ? FLOORS.length : floor;
};
/**
 * Why a server file may not import a server target by the floors, or null.
 * @param {string} file
 * @param {string} target
 * @returns {string | null}
 */
function floorViolation(file, target) {
  if (!file.startsWith("server/") || !target.startsWith("server/") || isTestSupport(file)) return null;
  if (floorOf(target) <= floorOf(file)) return null;
  /** @param {string} f */
  const floor = (f) => FLOORS[floorOf(f)] ?? "the top floor (app, main, demo/…)";
  return `${floor(file)} must not import ${target} from ${floor(target)}: server's floors run shared < db < providers < http < modules < the rest (server/README.md).`;
}

/**
 * Why `file` may not import `specifier`, or null when it may.
 * @param {string} file the importing file, repo-relative
 * @param {string} specifier
 * @param {{ typeOnly?: boolean }} [options]
 * @returns {string | null}
 */
export function violation(file, specifier, { typeOnly = false } = {}) {
  if (specifier === "ioredis" && !typeOnly && file !== "runtime/redis.js")
    return "Load ioredis with loadIoredis() from runtime/redis.js: loaded as it is, it slows every page (see there).";
  if (specifier === "next/image" && !typeOnly && !isTest(file))
    return "Use Image from components/ui/image.tsx: next/image's code would ship with the page.";
  if (specifier === "next/link" && !typeOnly && !isTest(file) && file !== "components/ui/link.tsx")
    return "Use Link from components/ui/link.tsx: next/link prefetches every page whose link is in view while the page starts.";
  if (specifier === "lucide-react" && file !== "scripts/make-icons.mjs")
    return "Use components/ui/icons/ (add the icon to scripts/make-icons.mjs): lucide-react's client Icon ships with every page.";
  if (
    specifier === "next-auth/react" &&
    !typeOnly &&
    !NEXT_AUTH_REACT.some((allowed) => file.startsWith(allowed))
  )
    return "Read the session with useSession() from components/auth/session-provider.tsx: next-auth's client is ~10 kB of every page.";
  const target = targetOf(file, specifier);
  const layer = file.split("/")[0] ?? "";
  if (
    layer === "components" &&
    !isTest(file) &&
    target !== null &&
    /^lib\/config\/public-env(\.ts)?$/.test(target)
  )
    return "Read browserEnv from lib/config/browser-env.ts: public-env's checks would ship with the page.";
  if (target !== null) {
    const targetLayer = target.split("/")[0] ?? "";
    if (LAYER_FORBIDS[layer]?.includes(targetLayer) && !ADAPTERS[file]?.includes(target))
      return `${layer}/ must not import ${targetLayer}/.`;
    const targetModule = moduleOf(target);
    if (targetModule && moduleOf(file) !== targetModule && !isModuleIndex(target, targetModule)) {
      return `Use the server module "${targetModule}" through its index (server/modules/${targetModule}).`;
    }
    const floors = floorViolation(file, target);
    if (floors) return floors;
    if (TEST_SUPPORT.test(target) && !isTestSupport(file) && layer !== "e2e")
      return `${target} is test support (test-*): only tests and their support import it.`;
  }
  if (!typeOnly && !isTest(file) && isDatabase(specifier, target)) {
    const outsideServer = layer !== "server";
    if (outsideServer || isRouteFile(file) || file.startsWith("server/http/")) {
      return "No SQL here: queries and transactions belong in a module's service files.";
    }
  }
  return null;
}

/**
 * Whether typescript-eslint's parser marked an import or export as naming types only (`import type`,
 * `import { type x }`, `export type … from`): ESTree's own nodes have no such field.
 * @param {object} node
 */
const namesTypesOnly = (node) => {
  const kinds = /** @type {{ importKind?: string, exportKind?: string }} */ (node);
  return kinds.importKind === "type" || kinds.exportKind === "type";
};

/** @type {Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Layer, server-module and database boundaries" },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    /** @param {import("estree").Node | null | undefined} source @param {boolean} typeOnly */
    const check = (source, typeOnly) => {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const why = violation(file, source.value, { typeOnly });
      if (why) context.report({ node: source, message: why });
    };
    /** @param {import("estree").Node} callee @param {string} name */
    const isCall = (callee, name) =>
      (callee.type === "Identifier" && callee.name === name) ||
      (callee.type === "MemberExpression" &&
        callee.object.type === "Identifier" &&
        callee.property.type === "Identifier" &&
        `${callee.object.name}.${callee.property.name}` === name);
    return {
      ImportDeclaration: (node) =>
        check(
          node.source,
          namesTypesOnly(node) || (node.specifiers.length > 0 && node.specifiers.every(namesTypesOnly)),
        ),
      ExportNamedDeclaration: (node) => check(node.source, namesTypesOnly(node)),
      ExportAllDeclaration: (node) => check(node.source, namesTypesOnly(node)),
      ImportExpression: (node) => check(node.source, false),
      CallExpression: (node) => {
        if (["require", "jest.mock", "jest.requireActual"].some((name) => isCall(node.callee, name))) {
          check(node.arguments[0], false);
        }
      },
    };
  },
};

const plugin = { rules: { boundaries: rule } };
export default plugin;
