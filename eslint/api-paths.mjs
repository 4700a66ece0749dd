// @ts-check
/**
 * No API path outside lib/contract/ (issue #34): an endpoint's path is written once, in its
 * declaration (lib/contract/endpoints/), and callers reach it with `api.call(endpoint, input)`.
 *
 * A string or template literal is an API path when, read as an address (`${…}` standing for a
 * parameter, an origin or `/api` before it and a query after it set aside), it is the path of a
 * declared endpoint and of no page (a page address such as "/movies" is written where links are).
 * The endpoints are read from lib/contract/endpoints/*.ts and the pages from app/'s folders, so the
 * rule follows them as they change.
 */
import fs from "node:fs";
import path from "node:path";

/** "/favorites/{kind}/{id}" and `/favorites/${kind}/${id}` alike → "/favorites/{}/{}". */
export const shapeOf = (/** @type {string} */ address) => address.replace(/\{[^}]*\}/g, "{}");

/** The address a literal spells, without what may stand before or after a path; null if none. */
export function addressIn(/** @type {string} */ text) {
  const withoutOrigin = text.replace(/^(?:https?:\/\/[^/]+|\{\})(?=\/)/, "");
  const withoutApi = withoutOrigin.replace(/^\/api(?=\/)/, "");
  const address = withoutApi.split(/[?#]/)[0] ?? "";
  return address.startsWith("/") ? shapeOf(address) : null;
}

/** The paths of the endpoints declared in lib/contract/endpoints/, as shapes. */
export function endpointShapes(/** @type {string} */ root) {
  const folder = path.join(root, "lib/contract/endpoints");
  const shapes = new Set();
  for (const file of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    const source = fs.readFileSync(path.join(folder, file), "utf8");
    for (const match of source.matchAll(/\bpath: "(\/[^"]*)"/g)) shapes.add(shapeOf(match[1] ?? ""));
  }
  return shapes;
}

/** The addresses of app/'s pages, as shapes: route groups and the language left out, [x] as {}. */
export function pageShapes(/** @type {string} */ root) {
  const shapes = new Set();
  /** @param {string} dir @param {string[]} segments */
  const walk = (dir, segments) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) {
        if (/^(page|route)\.tsx?$/.test(entry.name)) shapes.add(`/${segments.join("/")}`);
        continue;
      }
      const name = entry.name;
      const optional = name.startsWith("[[");
      if (optional) shapes.add(`/${segments.join("/")}`);
      const segment =
        /^\(.*\)$/.test(name) || name === "[locale]" ? null : name.startsWith("[") ? "{}" : name;
      walk(path.join(dir, name), segment ? [...segments, segment] : segments);
    }
  };
  walk(path.join(root, "app"), []);
  return shapes;
}

/**
 * Where API paths may be written: the contract; the backend, which serves them; and tests and their
 * support (test-*), which call the API as a client would.
 */
const EXEMPT = /(^|\/)(lib\/contract\/|e2e\/|server\/|scripts\/|bench\/)|\.(test|spec)\.|(^|\/)test-/;

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "API paths are written once, in lib/contract/endpoints/" },
    schema: [],
    messages: {
      apiPath:
        "API path {{address}} written outside lib/contract/: call its endpoint (lib/contract/endpoints/) with api.call.",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    if (EXEMPT.test(file)) return {};
    const endpoints = endpointShapes(context.cwd);
    const pages = pageShapes(context.cwd);
    /** @param {import("estree").Node} node @param {string} text */
    const check = (node, text) => {
      const address = addressIn(text);
      if (address && endpoints.has(address) && !pages.has(address))
        context.report({ node, messageId: "apiPath", data: { address } });
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? "").join("{}"));
      },
    };
  },
};

const plugin = { rules: { "api-paths": rule } };
export default plugin;
