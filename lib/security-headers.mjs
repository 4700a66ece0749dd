// Plain JavaScript: next.config.mjs imports it before TypeScript is in play.

/** Headers every response carries (DESIGN §8). */
export function securityHeaders({ https }) {
  const common = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
  return [
    { source: "/:path*", headers: common },
    // Only the embeddable /blank-* pages may be framed (the mobile apps show them); nothing else.
    {
      source: "/:path((?!blank-).*)",
      headers: [
        { key: "Content-Security-Policy", value: "frame-ancestors 'none'" },
        { key: "X-Frame-Options", value: "DENY" },
      ],
    },
    { source: "/blank-:page", headers: [{ key: "Content-Security-Policy", value: "frame-ancestors *" }] },
  ];
}
