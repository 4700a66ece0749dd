/** @jest-environment node */
import { whySessionEnded } from "./session-end";

/** The backend's /user-info as it answers this token, and what it was asked. */
function backend(status: number, message: string) {
  const asked: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new Request(input, init));
    return Response.json({ message }, { status });
  }) as typeof globalThis.fetch;
  return { transport: { host: "http://127.0.0.1:1", fetch }, asked };
}

describe("whySessionEnded", () => {
  it("gives the backend's words for a blocked or inactive account, asked with the token in the page's language", async () => {
    const blocked = backend(423, "Tài khoản của bạn đã bị khóa.");
    expect(await whySessionEnded("old-token", "vi", blocked.transport)).toBe("Tài khoản của bạn đã bị khóa.");
    expect(blocked.asked[0]?.url).toBe("http://127.0.0.1:1/api/user-info");
    expect(blocked.asked[0]?.headers.get("authorization")).toBe("Bearer old-token");
    expect(blocked.asked[0]?.headers.get("accept-language")).toBe("vi");
    const inactive = backend(403, "Your account is not active.");
    expect(await whySessionEnded("old-token", "en", inactive.transport)).toBe("Your account is not active.");
  });

  it("gives nothing for an expired token (401, ended silently) or an account still fine", async () => {
    expect(await whySessionEnded("old-token", "en", backend(401, "Unauthenticated.").transport)).toBeNull();
    expect(await whySessionEnded("old-token", "en", backend(200, "").transport)).toBeNull();
  });
});
