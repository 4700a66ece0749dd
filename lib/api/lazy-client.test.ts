/** @jest-environment node */
import { UserSchema } from "@/lib/contract/common";
import { endpoint } from "@/lib/contract/endpoint";
import { ApiError } from "./errors";
import { lazyApiClient } from "./lazy-client";
import { EchoSchema, startTestServer, user } from "./client-test-server";

const backend = startTestServer();

describe("lazyApiClient", () => {
  it("answers as the client it loads: the same base URL, calls, token, parsing and errors", async () => {
    const onUnauthorized = jest.fn();
    const onServerError = jest.fn();
    const api = lazyApiClient({
      host: `${backend.host()}/`,
      getToken: () => "token-1",
      onUnauthorized,
      onServerError,
    });
    expect(api.baseUrl).toBe(`${backend.host()}/api`);
    expect(await api.get("/user-info", UserSchema)).toMatchObject({ id: user.id, email_verified: false });
    expect(backend.last()).toMatchObject({ method: "GET", url: "/api/user-info" });
    expect(backend.last().headers.authorization).toBe("Bearer token-1");
    await api.post("/echo", { a: 1 }, EchoSchema);
    expect(backend.last()).toMatchObject({ method: "POST", url: "/api/echo" });
    await expect(api.get("/unauthorized", EchoSchema)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.get("/boom", EchoSchema)).rejects.toMatchObject({ status: 500 });
    expect(onServerError).toHaveBeenCalledTimes(1);
    const unauthorized = endpoint({ method: "get", path: "/unauthorized" });
    expect(await api.raw(unauthorized, {})).toMatchObject({ status: 401 });
  });
});
