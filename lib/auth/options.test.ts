/** @jest-environment node */
import type { NextAuthOptions } from "next-auth";

/** authOptions as a deployment at `siteUrl` would build them (the cookie flags are fixed at start-up). */
function optionsAt(siteUrl: string): NextAuthOptions {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  process.env.NEXT_PUBLIC_SITE_URL = siteUrl;
  try {
    let options: NextAuthOptions | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      options = (require("./options") as typeof import("./options")).authOptions();
    });
    return options!;
  } finally {
    process.env.NEXT_PUBLIC_SITE_URL = saved;
  }
}

describe("the session cookie", () => {
  it("is Secure, __Secure- prefixed, HttpOnly and SameSite=Lax in production (https)", () => {
    const options = optionsAt("https://cineva.vn");
    expect(options.useSecureCookies).toBe(true);
    expect(options.cookies?.sessionToken).toEqual({
      name: "__Secure-next-auth.session-token",
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: true },
    });
  });

  it("stays HttpOnly and SameSite=Lax on a plain-http laptop demo, where a browser would drop a Secure cookie", () => {
    const options = optionsAt("http://localhost:3000");
    expect(options.useSecureCookies).toBe(false);
    expect(options.cookies?.sessionToken).toEqual({
      name: "next-auth.session-token",
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: false },
    });
  });
});
