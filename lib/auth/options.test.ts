/** @jest-environment node */
import type { NextAuthOptions } from "next-auth";

/** authOptions as a deployment at `siteUrl` would build them (the cookie flags are fixed at start-up). */
function optionsAt(siteUrl: string, authUrl?: string): NextAuthOptions {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  const savedAuth = process.env.NEXTAUTH_URL;
  process.env.NEXT_PUBLIC_SITE_URL = siteUrl;
  if (authUrl === undefined) delete process.env.NEXTAUTH_URL;
  else process.env.NEXTAUTH_URL = authUrl;
  try {
    let options: NextAuthOptions | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      options = (require("./options") as typeof import("./options")).authOptions();
    });
    return options!;
  } finally {
    process.env.NEXT_PUBLIC_SITE_URL = saved;
    if (savedAuth === undefined) delete process.env.NEXTAUTH_URL;
    else process.env.NEXTAUTH_URL = savedAuth;
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

  it("follows NEXTAUTH_URL where the server is started behind an https proxy, whatever the build said", () => {
    const behindNginx = optionsAt("http://127.0.0.1:3200", "https://localhost:8443");
    expect(behindNginx.useSecureCookies).toBe(true);
    expect(behindNginx.cookies?.sessionToken?.name).toBe("__Secure-next-auth.session-token");
    expect(optionsAt("https://cineva.vn", "http://localhost:3000").useSecureCookies).toBe(false);
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
