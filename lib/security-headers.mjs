// Plain JavaScript: next.config.mjs imports it before TypeScript is in play.
import { baselinePolicy } from "./csp.mjs";

/** Headers every response carries (DESIGN §8; the CSP's layers are explained in lib/csp.mjs). */
export function securityHeaders({ https, apiHost = "", development = false }) {
  const common = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
  const policy = (frameAncestors) => baselinePolicy({ apiHost, https, development, frameAncestors });
  return [
    { source: "/:path*", headers: common },
    // Only the embeddable /blank-* pages (and their explicit-language addresses, /vi/blank-*) may be
    // framed (the mobile apps show them); nothing else.
    {
      source: "/:path((?!(?:(?:en|vi)/)?blank-).*)",
      headers: [
        { key: "Content-Security-Policy", value: policy("'none'") },
        { key: "X-Frame-Options", value: "DENY" },
      ],
    },
    { source: "/blank-:page", headers: [{ key: "Content-Security-Policy", value: policy("*") }] },
    {
      source: "/:lang(en|vi)/blank-:page",
      headers: [{ key: "Content-Security-Policy", value: policy("*") }],
    },
  ];
}
