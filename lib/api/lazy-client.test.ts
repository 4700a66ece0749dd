/** @jest-environment node */
import { UserSchema } from "@/lib/contract/common";
import { endpoint } from "@/lib/contract/endpoint";
import { ApiError } from "./errors";
import { lazyApiClient } from "./lazy-client";
import { at, startTestServer, user } from "./test-server";

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
    expect(await api.call(at("get", "/user-info", UserSchema), {})).toMatchObject({
      id: user.id,
      email_verified: false,
    });
    expect(backend.last()).toMatchObject({ method: "GET", url: "/api/user-info" });
    expect(backend.last().headers.authorization).toBe("Bearer token-1");
    await api.call(at("post", "/echo"), { body: { a: 1 } });
    expect(backend.last()).toMatchObject({ method: "POST", url: "/api/echo" });
    await expect(api.call(at("get", "/unauthorized"), {})).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.call(at("get", "/boom"), {})).rejects.toMatchObject({ status: 500 });
    expect(onServerError).toHaveBeenCalledTimes(1);
    const unauthorized = endpoint({ method: "get", path: "/unauthorized" });
    expect(await api.raw(unauthorized, {})).toMatchObject({ status: 401 });
  });
});
