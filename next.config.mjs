// @ts-check
import { fileURLToPath } from "node:url";
import createNextIntlPlugin from "next-intl/plugin";
import { languageRewrites, negotiatedPageHeaders } from "./runtime/language-rewrites.mjs";
import { policyOptions, RESOURCE_POLICY } from "./runtime/csp.mjs";
import { securityHeaders } from "./runtime/security-headers.mjs";
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from "./lib/image-sizes.mjs";
import { LOCALE_PATTERN } from "./lib/i18n/languages.mjs";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // Messages are compiled at build time, so browsers get no ICU parser (about 12 kB gzip less).
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/** A separate media host ({host} of product §3.6) must be named for next/image to resize its artwork. */
const apiHost = process.env.NEXT_PUBLIC_API_HOST?.trim().replace(/\/+$/, "");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // No ETag: Next hashes the whole HTML of every cached page on every hit to make one (a fifth of
  // what such a hit costs; issue #17, docs/performance.md). A repeat visit downloads the page again
  // (15–25 kB gzip) instead of a 304; a CDN in front keeps its own copy anyway.
  generateEtags: false,
  // Native and WASM packages of the embedded backend, and its large server-only ones (the job queue,
  // the S3 SDK), load from node_modules at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "sharp",
    "pg",
    "ioredis",
    "pg-boss",
    "@aws-sdk/client-s3",
    "@aws-sdk/lib-storage",
  ],
  reactStrictMode: true,
  images: {
    // Widths our artwork is shown at (cards up to 220 CSS px, banners full width) at 1x–3x:
    // fewer than Next's 16 defaults, so each <img> names fewer candidates. lib/responsive-image.ts
    // writes the optimiser's addresses from the same figures.
    imageSizes: IMAGE_SIZES,
    deviceSizes: DEVICE_SIZES,
    qualities: [IMAGE_QUALITY],
    // The optimiser sets its own policy, over the one every other resource gets (runtime/security-headers.mjs).
    contentSecurityPolicy: `${RESOURCE_POLICY}; sandbox`,
    ...(apiHost ? { remotePatterns: [new URL(`${apiHost}/images/**`)] } : {}),
  },
  turbopack: {
    // Client components' `next-intl` in the browser: the hooks without next-intl's wrappers, which kept
    // unused use-intl code on every page (lib/i18n/next-intl-browser.ts).
    resolveAlias: { "next-intl": { browser: "./lib/i18n/next-intl-browser.ts" } },
  },
  experimental: {
    globalNotFound: true,
    // The studio's artwork uploads go through a server action (lib/studio/artwork-actions.ts): room
    // for the largest picture the backend takes (ARTWORK_MAX_BYTES, 6 MB) and the form around it.
    serverActions: { bodySizeLimit: "7mb" },
  },
  env: {
    // When this release was built: the sitemap dates pages that only a release changes by it.
    CINEVA_RELEASED_AT: new Date().toISOString(),
    // A demo build (the default) shows every page's "demo" banner and may run the sandbox; a build
    // for production (CINEVA_SANDBOX=0) has no banner and may not (lib/config/demo.ts).
    CINEVA_DEMO_BUILD: process.env.CINEVA_SANDBOX === "0" ? "0" : "1",
  },
  // Next's file-system cache, plus each cached page's script hashes as its CSP (runtime/csp.mjs), and
  // with REDIS_URL one cache for every replica in Redis (runtime/redis-cache-handler.mjs).
  cacheHandler: fileURLToPath(new URL("./runtime/redis-cache-handler.mjs", import.meta.url)),
  // `npm run typecheck` checks the whole project (tests included) before every build in the test
  // command; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  async rewrites() {
    return { beforeFiles: languageRewrites, afterFiles: [], fallback: [] };
  },
  async headers() {
    return [...securityHeaders(policyOptions()), ...negotiatedPageHeaders];
  },
  async redirects() {
    return [
      { source: "/profile", destination: "/profile/info", permanent: false },
      { source: `/:lang(${LOCALE_PATTERN})/profile`, destination: "/:lang/profile/info", permanent: false },
    ];
  },
};

export default withNextIntl(nextConfig);
