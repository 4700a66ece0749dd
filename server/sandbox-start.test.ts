/** @jest-environment node */
import { checkSandboxStart, enforceSandboxStart } from "./sandbox-start";

const run = (env: Record<string, string>) => ({ NODE_ENV: "production", ...env }) as NodeJS.ProcessEnv;
const DEMO = { CINEVA_SANDBOX: "1", CINEVA_HOST: "127.0.0.1", NEXTAUTH_URL: "http://localhost:3000" };

describe("starting with the sandbox", () => {
  it("starts the demo on this machine", () => {
    expect(checkSandboxStart(run(DEMO), true)).toEqual({ refusals: [], warnings: [] });
    expect(
      checkSandboxStart(run({ ...DEMO, NEXTAUTH_URL: "https://localhost:8443", CINEVA_HOST: "::1" }), true),
    ).toEqual({ refusals: [], warnings: [] });
  });

  it.each([
    [
      "a public site address",
      { NEXTAUTH_URL: "https://cineva.example" },
      /NEXTAUTH_URL=https:\/\/cineva.example/,
    ],
    ["a public build address", { NEXT_PUBLIC_SITE_URL: "https://cineva.vn" }, /NEXT_PUBLIC_SITE_URL/],
    ["every interface", { CINEVA_HOST: "0.0.0.0" }, /listens on 0\.0\.0\.0/],
    ["a real gateway", { VNPAY_HASH_SECRET: "real" }, /VNPAY_HASH_SECRET/],
  ])("refuses %s", (_, extra, reason) => {
    const { refusals, warnings } = checkSandboxStart(run({ ...DEMO, ...extra }), true);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(reason);
    expect(refusals[0]).toMatch(/CINEVA_SANDBOX=0/);
    expect(warnings).toEqual([]);
  });

  it("starts anyway when forced, and says so at every start", () => {
    const env = run({ ...DEMO, CINEVA_HOST: "0.0.0.0", CINEVA_SANDBOX_UNSAFE_PUBLIC: "1" });
    const check = checkSandboxStart(env, true);
    expect(check.refusals).toEqual([]);
    expect(check.warnings).toEqual([expect.stringMatching(/listens on 0\.0\.0\.0/)]);
    const warn = jest.fn();
    const exit = jest.fn();
    enforceSandboxStart(check, { log: { warn, error: jest.fn() }, exit });
    expect(warn.mock.calls[0][0]).toMatch(/UNSAFE, forced by CINEVA_SANDBOX_UNSAFE_PUBLIC=1/);
    expect(exit).not.toHaveBeenCalled();
  });

  it("needs the build's pages to agree: a banner when, and only when, the sandbox runs", () => {
    expect(checkSandboxStart(run(DEMO), false).refusals).toEqual([
      expect.stringMatching(/made with CINEVA_SANDBOX=0/),
    ]);
    expect(checkSandboxStart(run({ CINEVA_SANDBOX: "0" }), true).refusals).toEqual([
      expect.stringMatching(/build is the demo's/),
    ]);
    expect(checkSandboxStart(run({ CINEVA_SANDBOX: "0" }), false).refusals).toEqual([]);
    // The API alone has no pages to agree with.
    expect(checkSandboxStart(run({ CINEVA_SANDBOX: "0" }), null).refusals).toEqual([]);
  });

  it("lets production be public: the checks are about the sandbox", () => {
    const production = run({
      CINEVA_SANDBOX: "0",
      NEXTAUTH_URL: "https://cineva.vn",
      CINEVA_HOST: "0.0.0.0",
    });
    expect(checkSandboxStart({ ...production, VNPAY_HASH_SECRET: "x" }, false)).toEqual({
      refusals: [],
      warnings: [],
    });
  });

  it("ends the process on a refusal, after saying why", () => {
    const error = jest.fn();
    const exit = jest.fn();
    enforceSandboxStart(checkSandboxStart(run({ ...DEMO, CINEVA_HOST: "0.0.0.0" }), true), {
      log: { warn: jest.fn(), error },
      exit,
    });
    expect(error.mock.calls[0][0]).toMatch(
      /^Cineva will not start: the sandbox is on, but it listens on 0\.0\.0\.0/,
    );
    expect(exit).toHaveBeenCalledWith(1);
  });
});
