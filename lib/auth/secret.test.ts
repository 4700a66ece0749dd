/** @jest-environment node */
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { authSecret, resetAuthSecretCache } from "./secret";

describe("authSecret", () => {
  beforeEach(() => resetAuthSecretCache());

  it("uses NEXTAUTH_SECRET when set", () => {
    const secret = "x".repeat(40);
    expect(authSecret({ NEXTAUTH_SECRET: secret }, "/nonexistent/never-written")).toBe(secret);
  });

  it("refuses a short configured secret", () => {
    expect(() => authSecret({ NEXTAUTH_SECRET: "short" }, "/nonexistent")).toThrow(/at least 32/);
  });

  it("generates a random secret once, keeps it private on disk and reuses it after a restart", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "cineva-secret-")), "nested", "auth-secret");
    const first = authSecret({}, file);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    resetAuthSecretCache();
    expect(authSecret({}, file)).toBe(first);
    const other = path.join(mkdtempSync(path.join(tmpdir(), "cineva-secret-")), "auth-secret");
    resetAuthSecretCache();
    expect(authSecret({}, other)).not.toBe(first);
  });
});
