import { deriveSecret } from "@/lib/auth/secret";

/** The backend's configuration, read once per app from the environment. */
export type ServerConfig = {
  /** Sandbox providers (SMS outbox, payment test gateway) and their routes are on. */
  sandbox: boolean;
  /**
   * The fault-injection switch for the fault-tolerance tests (server/faults.ts): only with
   * CINEVA_FAULTS=1, never implied by the sandbox or the environment.
   */
  faults: boolean;
  /** Shared with the Next server: signs /social-login and /social-register calls. */
  socialSecret: string;
  /** Signs "continue on another device" links (modules/activity/handoff.ts). */
  handoffSecret: string;
  /** Signs playback sessions' media addresses (issue #38). */
  playbackSecret: string;
  /** The site's public origin: payment return URLs must point at it. */
  siteUrl: string;
  /** Access tokens live this long (seconds). */
  tokenTtlSeconds: number;
  /**
   * Multiplies the per-address rate limits: many real people can share one address (an office, a
   * carrier's NAT; the e2e suite's browsers). Per-phone and per-account limits are not scaled.
   */
  ipLimitScale: number;
  /**
   * The card gateway: VNPay's when VNPAY_TMN_CODE, VNPAY_HASH_SECRET and VNPAY_URL are set, else the
   * sandbox's test gateway (`testGateway`). Without either, `available` is false and top-ups answer 503.
   */
  payment: {
    available: boolean;
    /** /sandbox/pay exists: the sandbox is on and no real gateway is set, so it never holds a real secret. */
    testGateway: boolean;
    tmnCode: string;
    hashSecret: string;
    gatewayUrl: string;
  };
  /** When set, GET /api/metrics asks for it as a Bearer token; else the counters are open to read. */
  metricsToken: string | null;
};

/** Secrets derived from one root secret when no dedicated one is set (a single-machine demo). */
const derive = deriveSecret;

/** Whether the environment asks for the fault switch: CINEVA_FAULTS=1 and nothing else. */
export function faultsEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.CINEVA_FAULTS === "1";
}

/** The sandbox is on with CINEVA_SANDBOX=1 (`npm start` sets it), and in development unless =0. */
export function sandboxOn(env: NodeJS.ProcessEnv): boolean {
  return env.CINEVA_SANDBOX === "1" || (env.NODE_ENV !== "production" && env.CINEVA_SANDBOX !== "0");
}

export function loadServerConfig(env: NodeJS.ProcessEnv, rootSecret: string): ServerConfig {
  const sandbox = sandboxOn(env);
  const siteUrl = (env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
  const realGateway = Boolean(env.VNPAY_TMN_CODE && env.VNPAY_HASH_SECRET && env.VNPAY_URL);
  const testGateway = sandbox && !realGateway;
  const gatewayUrl = realGateway ? env.VNPAY_URL! : `${siteUrl}/sandbox/pay`;
  return {
    sandbox,
    faults: faultsEnabled(env),
    socialSecret: env.CINEVA_SOCIAL_SECRET || derive(rootSecret, "social-login"),
    handoffSecret: derive(rootSecret, "handoff-links"),
    playbackSecret: derive(rootSecret, "playback-addresses"),
    siteUrl,
    tokenTtlSeconds: Number(env.CINEVA_TOKEN_TTL_SECONDS || 30 * 24 * 3600),
    ipLimitScale: Math.max(1, Number(env.CINEVA_IP_LIMIT_SCALE) || 1),
    payment: {
      // Without a real gateway and without the sandbox, /sandbox/pay does not exist: no pretending.
      available: realGateway || testGateway,
      testGateway,
      tmnCode: realGateway ? env.VNPAY_TMN_CODE! : "CINEVA01",
      hashSecret: realGateway ? env.VNPAY_HASH_SECRET! : derive(rootSecret, "vnpay-sandbox"),
      gatewayUrl,
    },
    metricsToken: env.CINEVA_METRICS_TOKEN || null,
  };
}
