import createNextIntlPlugin from "next-intl/plugin";
import { languageRedirects, languageRewrites } from "./lib/i18n/language-rewrites.mjs";
import { securityHeaders } from "./lib/security-headers.mjs";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** A separate media host ({host} of SPEC §3) must be named for next/image to resize its artwork. */
const apiHost = process.env.NEXT_PUBLIC_API_HOST?.trim().replace(/\/+$/, "");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Native and WASM packages of the embedded backend load from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "pg", "ioredis"],
  reactStrictMode: true,
  images: apiHost ? { remotePatterns: [new URL(`${apiHost}/images/**`)] } : undefined,
  experimental: { globalNotFound: true },
  // `npm run typecheck` checks the whole project (tests included) before every build in the test
  // command; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  async rewrites() {
    return { beforeFiles: languageRewrites, afterFiles: [], fallback: [] };
  },
  async headers() {
    return securityHeaders({ https: (process.env.NEXT_PUBLIC_SITE_URL ?? "").startsWith("https://") });
  },
  async redirects() {
    return [{ source: "/profile", destination: "/profile/info", permanent: false }, ...languageRedirects];
  },
};

export default withNextIntl(nextConfig);
