/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Secret } from "otpauth";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, isPublishedDemoSecret } from "./demo-staff";
import { newTotpSecret } from "./second-factor";

const readme = readFileSync(path.join(process.cwd(), "README.md"), "utf8");

describe("the demo's staff", () => {
  it("are the README's, one per role, with their phone, secret and password", () => {
    for (const [role, staff] of Object.entries(DEMO_STAFF))
      expect(readme).toContain(`| ${role.padEnd(9)} | \`${staff.phone}\` | \`${staff.totpSecret}\` |`);
    expect(readme).toContain(`password \`${DEMO_STAFF_PASSWORD}\``);
  });

  it("have secrets of 160 bits, the only ones refused outside the sandbox", () => {
    for (const staff of Object.values(DEMO_STAFF)) {
      expect(Secret.fromBase32(staff.totpSecret).bytes).toHaveLength(20);
      expect(isPublishedDemoSecret(staff.totpSecret)).toBe(true);
    }
    expect(isPublishedDemoSecret(newTotpSecret())).toBe(false);
    expect(isPublishedDemoSecret(null)).toBe(false);
  });
});
