/**
 * Whether a server may start with the sandbox as configured (issue #33). The sandbox's outboxes and
 * test gateway hand whoever reads them accounts and money, so it runs only where nobody else can
 * reach it: a server reached at a public address, or one given a real payment gateway, refuses it,
 * unless CINEVA_SANDBOX_UNSAFE_PUBLIC=1 says otherwise (then it says so loudly at every start).
 * A build's pages must agree: the demo banner on every page when, and only when, the sandbox runs.
 */
import { sandboxOn } from "./shared/config";
import { hostOf, isLoopback } from "./http/loopback";

export const FORCE_PUBLIC_SANDBOX = "CINEVA_SANDBOX_UNSAFE_PUBLIC";

export type SandboxStart = {
  /** Reasons not to start at all. */
  refusals: string[];
  /** What is unsafe but was forced: printed at start. */
  warnings: string[];
};

/** Where this server can be reached that is not this machine. */
function publicExposure(env: NodeJS.ProcessEnv): string[] {
  const exposure: string[] = [];
  for (const name of ["NEXT_PUBLIC_SITE_URL", "NEXTAUTH_URL"] as const) {
    const value = env[name];
    if (!value) continue;
    const host = hostOf(value);
    if (host === null || !isLoopback(host))
      exposure.push(`${name}=${value} is not an address of this machine`);
  }
  if (env.CINEVA_HOST && !isLoopback(env.CINEVA_HOST))
    exposure.push(`it listens on ${env.CINEVA_HOST} (CINEVA_HOST), not only on this machine`);
  const gateway = ["VNPAY_TMN_CODE", "VNPAY_HASH_SECRET", "VNPAY_URL"].filter((name) => env[name]);
  if (gateway.length) exposure.push(`real payment gateway settings are set (${gateway.join(", ")})`);
  return exposure;
}

/**
 * `pagesShowBanner`: whether the build's pages carry the demo banner (null for the API alone, which
 * serves no pages).
 */
export function checkSandboxStart(env: NodeJS.ProcessEnv, pagesShowBanner: boolean | null): SandboxStart {
  const sandbox = sandboxOn(env);
  const refusals: string[] = [];
  const warnings: string[] = [];
  if (sandbox && pagesShowBanner === false)
    refusals.push(
      "this build was made with CINEVA_SANDBOX=0: its pages do not tell visitors that codes and payments are simulated. Build without it for the demo.",
    );
  if (!sandbox && pagesShowBanner === true)
    refusals.push(
      "this build is the demo's: every page says codes and payments are simulated. Build with CINEVA_SANDBOX=0 (and run with it) for production.",
    );
  if (sandbox) {
    const exposure = publicExposure(env).map((reason) => `the sandbox is on, but ${reason}`);
    if (env[FORCE_PUBLIC_SANDBOX] === "1") warnings.push(...exposure);
    else
      refusals.push(
        ...exposure.map(
          (reason) =>
            `${reason}. Strangers could read its SMS and mail codes and pay with its test cards: run with CINEVA_SANDBOX=0, or set ${FORCE_PUBLIC_SANDBOX}=1 to expose it anyway.`,
        ),
      );
  }
  return { refusals, warnings };
}

/** Prints what was forced, and ends the process when the sandbox may not start. */
export function enforceSandboxStart(
  check: SandboxStart,
  {
    log = console,
    exit = (code: number): void => process.exit(code),
  }: { log?: Pick<Console, "warn" | "error">; exit?: (code: number) => void } = {},
): void {
  for (const warning of check.warnings)
    log.warn(`\n!!! Cineva: UNSAFE, forced by ${FORCE_PUBLIC_SANDBOX}=1: ${warning}\n`);
  if (check.refusals.length === 0) return;
  for (const refusal of check.refusals) log.error(`Cineva will not start: ${refusal}`);
  exit(1);
}
