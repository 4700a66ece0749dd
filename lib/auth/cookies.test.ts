import { asBrowserSessionCookie } from "./cookies";

describe("asBrowserSessionCookie", () => {
  it("drops the expiry so the cookie ends with the browser session, keeping every other flag", () => {
    const line =
      "next-auth.session-token=abc.def; Path=/; Expires=Tue, 22 Dec 2026 03:00:00 GMT; Max-Age=2592000; HttpOnly; SameSite=Lax";
    expect(asBrowserSessionCookie(line)).toBe(
      "next-auth.session-token=abc.def; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("leaves a cookie without expiry as it is", () => {
    expect(asBrowserSessionCookie("a=b; Path=/; HttpOnly")).toBe("a=b; Path=/; HttpOnly");
  });
});
