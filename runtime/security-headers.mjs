// @ts-check
// Plain JavaScript: next.config.mjs imports it before TypeScript is in play.
import { developmentPolicy, RESOURCE_POLICY } from "./csp.mjs";
import { LOCALE_PATTERN } from "../lib/i18n/languages.mjs";

/**
 * What Next serves itself that is not a page: its chunks and image optimiser, the sitemaps, robots,
 * the icon, the translation files (the apps', and the sign-in dialog's), and the next-auth and
 * revalidation handlers. The
 * embedded backend's paths (/api/*, /images, /media, /sandbox) set their policy in server/app.ts, and
 * a route handler's own header loses to one set here.
 */
const NOT_PAGES = [
  "/_next/:path*",
  "/sitemap.xml",
  "/sitemap/:path*",
  "/robots.txt",
  "/icon.svg",
  "/locales/:path*",
  "/api/auth/:path*",
  "/api/revalidate",
];

/** Every path but the embeddable /blank-* pages and their explicit-language addresses (/vi/blank-*). */
const NOT_EMBEDDABLE = `/:path((?!(?:(?:${LOCALE_PATTERN})/)?blank-).*)`;

/**
 * Headers every response carries (architecture §4; docs/security.md). Pages get their one
 * Content-Security-Policy from proxy.ts (a nonce) or from the cache handler (hashes), never from
 * here: a browser enforces every policy it receives, so a policy here would have to allow inline
 * scripts for theirs to work, and would be read as allowing them.
 * @param {{ https: boolean, apiHost?: string, development?: boolean }} options
 * @returns {import("next/dist/lib/load-custom-routes").Header[]}
 */
export function securityHeaders({ https, development = false, ...options }) {
  const common = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
  return [
    { source: "/:path*", headers: common },
    // Only the embeddable /blank-* pages (and their explicit-language addresses, /vi/blank-*) may be
    // framed (the mobile apps show them); nothing else.
    { source: NOT_EMBEDDABLE, headers: [{ key: "X-Frame-Options", value: "DENY" }] },
    ...NOT_PAGES.map((source) => ({
      source,
      headers: [{ key: "Content-Security-Policy", value: RESOURCE_POLICY }],
    })),
    // `next dev` caches no page, so there are no hashes to list: a looser policy, for development only.
    ...(development
      ? [
          { source: NOT_EMBEDDABLE, frameAncestors: "'none'" },
          { source: "/blank-:page", frameAncestors: "*" },
          { source: `/:lang(${LOCALE_PATTERN})/blank-:page`, frameAncestors: "*" },
        ].map(({ source, frameAncestors }) => ({
          source,
          headers: [
            {
              key: "Content-Security-Policy",
              value: developmentPolicy({ ...options, https, frameAncestors }),
            },
          ],
        }))
      : []),
  ];
}
