/** @jest-environment node */
import { z } from "zod";
import { UserSchema } from "@/lib/contract/common";
import { endpoint } from "@/lib/contract/endpoint";
import { API_TIMEOUT_MS, createApiClient } from "./client";
import { at, closedPortHost, startTestServer } from "./test-server";
import { ApiError, NetworkError, ResponseShapeError, fieldErrors, isApiError } from "./errors";

const backend = startTestServer();
const { client, last } = backend;

describe("errors", () => {
  it("on 401 clears the session through onUnauthorized, then rejects with ApiError(401)", async () => {
    const onUnauthorized = jest.fn();
    const onServerError = jest.fn();
    const api = client({ onUnauthorized, onServerError });

    const error: unknown = await api.call(at("get", "/unauthorized"), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error, 401)).toBe(true);
    expect(error).toMatchObject({
      status: 401,
      message: "Unauthenticated.",
      body: { message: "Unauthenticated." },
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onServerError).not.toHaveBeenCalled();

    await expect(api.call(at("post", "/unauthorized"), { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("on 500 calls onServerError once (no retry), then rejects", async () => {
    const onServerError = jest.fn();
    const onUnauthorized = jest.fn();
    const api = client({ onServerError, onUnauthorized });

    await expect(api.call(at("get", "/boom"), {})).rejects.toMatchObject({ name: "ApiError", status: 500 });
    expect(onServerError).toHaveBeenCalledTimes(1);
    expect(onServerError.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(backend.requests()).toHaveLength(1);

    await expect(api.call(at("post", "/unavailable"), { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(onServerError).toHaveBeenCalledTimes(2);
  });

  it("retries a GET once on a transient 503, never a POST", async () => {
    const onServerError = jest.fn();
    const api = client({ onServerError });

    await expect(api.call(at("get", "/flaky"), {})).resolves.toEqual({ ok: true });
    expect(backend.requests().map((r) => r.method)).toEqual(["GET", "GET"]);
    expect(onServerError).not.toHaveBeenCalled();

    await expect(api.call(at("post", "/flaky"), { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(backend.requests().filter((r) => r.method === "POST")).toHaveLength(1);
    expect(onServerError).toHaveBeenCalledTimes(1);
  });

  it("turns a 422 into the first message per field", async () => {
    const error: unknown = await client()
      .call(at("post", "/invalid"), { body: {} })
      .catch((e: unknown) => e);
    expect(isApiError(error, 422)).toBe(true);
    expect(isApiError(error, 400)).toBe(false);
    expect(fieldErrors(error)).toEqual({
      email: "The email field is required.",
      first_name: "The first name field is required.",
    });
    expect(fieldErrors(new Error("other"))).toEqual({});
  });

  it("rejects with ResponseShapeError when a 2xx body does not match its schema", async () => {
    const api = client();
    const error: unknown = await api.call(at("get", "/bad-shape", UserSchema), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ data: { id: "not-a-number" }, url: `${backend.host()}/api/bad-shape` });
    expect((error as ResponseShapeError).issues.length).toBeGreaterThan(0);

    await expect(api.call(at("get", "/not-json", UserSchema), {})).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it("times out a server that never answers (15000 ms by default)", async () => {
    expect(API_TIMEOUT_MS).toBe(15000);
    const onNetworkError = jest.fn();
    const onServerError = jest.fn();
    const api = client({ timeoutMs: 200, onNetworkError, onServerError });
    const started = Date.now();
    const error: unknown = await api.call(at("get", "/hang"), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(5000); // not retried
    expect(backend.requests()).toHaveLength(1);
    // The viewer is told (the toast), once.
    expect(onNetworkError).toHaveBeenCalledTimes(1);
    expect(onNetworkError.mock.calls[0]?.[0]).toBe(error);
    expect(onServerError).not.toHaveBeenCalled();
  });

  it("reports an unreachable server as a NetworkError", async () => {
    const onNetworkError = jest.fn();
    const api = createApiClient({ host: await closedPortHost(), onNetworkError });
    await expect(api.call(at("post", "/login"), { body: {} })).rejects.toMatchObject({
      name: "NetworkError",
      kind: "unreachable",
    });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });
});

describe("raw()", () => {
  /** Endpoints of the test server: raw() needs no response schema. */
  const getUser = endpoint({
    method: "post",
    path: "/get-user-with-phone-and-password",
    body: z.object({ phone_number: z.string() }),
  });
  const unauthorized = endpoint({ method: "delete", path: "/unauthorized" });
  const userInfo = endpoint({ method: "get", path: "/user-info" });
  const login = endpoint({ method: "post", path: "/login", body: z.object({}) });
  const hang = endpoint({ method: "get", path: "/hang" });

  it("accepts any status and returns it with the body, without the 401/5xx handlers", async () => {
    const onUnauthorized = jest.fn();
    const onServerError = jest.fn();
    const api = client({ onUnauthorized, onServerError, getToken: () => "tok" });

    await expect(api.raw(getUser, { body: { phone_number: "1" } })).resolves.toEqual({
      status: 404,
      body: { message: "Not found" },
    });
    expect(last()).toMatchObject({ method: "POST", body: '{"phone_number":"1"}' });
    expect(last().headers.authorization).toBe("Bearer tok");

    await expect(api.raw(unauthorized, {})).resolves.toEqual({
      status: 401,
      body: { message: "Unauthenticated." },
    });
    await expect(api.raw(userInfo, {})).resolves.toMatchObject({ status: 200, body: { id: 7 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onServerError).not.toHaveBeenCalled();
  });

  it("returns null when the server cannot be reached or times out", async () => {
    await expect(
      createApiClient({ host: await closedPortHost() }).raw(login, { body: {} }),
    ).resolves.toBeNull();
    await expect(client({ timeoutMs: 200 }).raw(hang, {})).resolves.toBeNull();
  });
});
