/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { MessageResponseSchema, UserSchema } from "@/lib/contract/common";
import { API_TIMEOUT_MS, createApiClient, type ApiClientOptions } from "./client";
import { ApiError, NetworkError, ResponseShapeError, fieldErrors, isApiError } from "./errors";

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const user = {
  id: 7,
  phone_number: "0901234567",
  name: "An",
  first_name: "An",
  last_name: "Nguyen",
  email: "an@example.com",
  avatar: null,
  status: "active",
  role: "viewer",
  balance: 150000,
  points: 12,
  referral_code: "AN7",
  created_at: "2024-01-01T00:00:00Z", // an extra key: accepted and dropped
};

const EchoSchema = z.object({ ok: z.literal(true) });

let requests: Recorded[] = [];
const flakyHits = new Map<string, number>();
let server: http.Server;
let host: string;

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = req.url ?? "";
      requests.push({
        method: req.method ?? "",
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const path = url.split("?")[0];
      switch (path) {
        case "/api/user-info":
          return reply(res, 200, user);
        case "/api/echo":
          return reply(res, 200, { ok: true });
        case "/api/logout":
          return reply(res, 200, { message: "Logged out" });
        case "/api/bad-shape":
          return reply(res, 200, { id: "not-a-number" });
        case "/api/not-json":
          res.writeHead(200, { "Content-Type": "text/html" });
          return res.end("<html>oops</html>");
        case "/api/unauthorized":
          return reply(res, 401, { message: "Unauthenticated." });
        case "/api/boom":
          return reply(res, 500, { message: "Server Error" });
        case "/api/unavailable":
          return reply(res, 503, { message: "Service Unavailable" });
        case "/api/flaky": {
          const hits = (flakyHits.get(req.method ?? "") ?? 0) + 1;
          flakyHits.set(req.method ?? "", hits);
          return hits === 1
            ? reply(res, 503, { message: "Service Unavailable" })
            : reply(res, 200, { ok: true });
        }
        case "/api/invalid":
          return reply(res, 422, {
            message: "The given data was invalid.",
            errors: {
              email: ["The email field is required.", "The email must be a valid email address."],
              first_name: ["The first name field is required."],
            },
          });
        case "/api/hang":
          return; // never answers
        default:
          return reply(res, 404, { message: "Not found" });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  flakyHits.clear();
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ host, ...overrides });
}

function last(): Recorded {
  const request = requests.at(-1);
  if (!request) throw new Error("no request was recorded");
  return request;
}

describe("base URL", () => {
  it("is {host}/api, with trailing slashes on the host and a leading slash on the path handled", async () => {
    const api = client({ host: `${host}//` });
    expect(api.baseUrl).toBe(`${host}/api`);

    const result = await api.get("/user-info", UserSchema);
    expect(last()).toMatchObject({ method: "GET", url: "/api/user-info" });
    // parsed by the contract: the extra key is dropped, and an e-mail nobody said was confirmed is not
    expect(result).toEqual({ ...user, created_at: undefined, email_verified: false });
    expect(result).not.toHaveProperty("created_at");

    await api.get("echo", EchoSchema, { searchParams: { page: 2, q: "phim hay", skip: undefined } });
    expect(last().url).toBe("/api/echo?page=2&q=phim+hay");
  });

  it("requires an absolute host for calls made on the server", async () => {
    const api = createApiClient({ host: "" });
    await expect(api.get("/echo", EchoSchema)).rejects.toThrow(/absolute host/);
    expect(() => api.baseUrl).toThrow(/absolute host/);
  });
});

describe("headers", () => {
  it("always sends Accept: application/json", async () => {
    const api = client();
    await api.get("/echo", EchoSchema);
    expect(last().headers.accept).toBe("application/json");
    await api.post("/echo", { a: 1 }, EchoSchema);
    expect(last().headers.accept).toBe("application/json");
  });

  it("sends the Bearer token only when one is stored, reading the latest token on every call", async () => {
    let token: string | null = null;
    const api = client({ getToken: () => token });

    await api.get("/echo", EchoSchema);
    expect(last().headers.authorization).toBeUndefined();

    token = "first-token";
    await api.get("/echo", EchoSchema);
    expect(last().headers.authorization).toBe("Bearer first-token");

    token = "second-token";
    await api.post("/echo", {}, EchoSchema);
    expect(last().headers.authorization).toBe("Bearer second-token");
  });

  it("echoes the XSRF-TOKEN cookie, URL-decoded, as X-XSRF-TOKEN when present", async () => {
    const cookies: Record<string, string> = {};
    const api = client({ getCookie: (name) => cookies[name] });

    await api.post("/echo", {}, EchoSchema);
    expect(last().headers["x-xsrf-token"]).toBeUndefined();

    cookies["XSRF-TOKEN"] = "eyJpdiI6%3D%3D";
    await api.post("/echo", {}, EchoSchema);
    expect(last().headers["x-xsrf-token"]).toBe("eyJpdiI6==");
  });
});

describe("in the browser", () => {
  const globals = globalThis as { window?: unknown; document?: unknown };
  afterEach(() => {
    delete globals.window;
    delete globals.document;
  });

  it("resolves an empty host against the page's origin and reads XSRF-TOKEN from document.cookie", async () => {
    globals.window = { location: { origin: host } };
    globals.document = { cookie: "theme=dark; XSRF-TOKEN=abc%2Bdef%3D; other=1" };
    const api = createApiClient({ host: "" });
    expect(api.baseUrl).toBe(`${host}/api`);

    await api.post("/echo", {}, EchoSchema);
    expect(last()).toMatchObject({ method: "POST", url: "/api/echo" });
    expect(last().headers["x-xsrf-token"]).toBe("abc+def=");
  });
});

describe("bodies and methods", () => {
  it("sends JSON for post, put and delete, and multipart for postForm", async () => {
    const api = client();

    await expect(api.post("/logout", {}, MessageResponseSchema)).resolves.toEqual({ message: "Logged out" });
    expect(last()).toMatchObject({ method: "POST", url: "/api/logout", body: "{}" });
    expect(last().headers["content-type"]).toBe("application/json");

    await api.put("/echo", { name: "An" }, EchoSchema);
    expect(last()).toMatchObject({ method: "PUT", body: '{"name":"An"}' });

    await api.delete("/echo", { phone_number: "0901234567", password: "secret" }, EchoSchema);
    expect(last()).toMatchObject({
      method: "DELETE",
      body: '{"phone_number":"0901234567","password":"secret"}',
    });

    const form = new FormData();
    form.append("_method", "PUT");
    form.append("first_name", "An");
    await api.postForm("/echo", form, EchoSchema);
    expect(last().method).toBe("POST");
    expect(last().headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="_method"\r\n\r\nPUT');
    expect(last().body).toContain('name="first_name"\r\n\r\nAn');
  });
});

describe("errors", () => {
  it("on 401 clears the session through onUnauthorized, then rejects with ApiError(401)", async () => {
    const onUnauthorized = jest.fn();
    const onServerError = jest.fn();
    const api = client({ onUnauthorized, onServerError });

    const error: unknown = await api.get("/unauthorized", EchoSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error, 401)).toBe(true);
    expect(error).toMatchObject({
      status: 401,
      message: "Unauthenticated.",
      body: { message: "Unauthenticated." },
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onServerError).not.toHaveBeenCalled();

    await expect(api.post("/unauthorized", {}, EchoSchema)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("on 500 calls onServerError once (no retry), then rejects", async () => {
    const onServerError = jest.fn();
    const onUnauthorized = jest.fn();
    const api = client({ onServerError, onUnauthorized });

    await expect(api.get("/boom", EchoSchema)).rejects.toMatchObject({ name: "ApiError", status: 500 });
    expect(onServerError).toHaveBeenCalledTimes(1);
    expect(onServerError.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);

    await expect(api.post("/unavailable", {}, EchoSchema)).rejects.toMatchObject({ status: 503 });
    expect(onServerError).toHaveBeenCalledTimes(2);
  });

  it("retries a GET once on a transient 503, never a POST", async () => {
    const onServerError = jest.fn();
    const api = client({ onServerError });

    await expect(api.get("/flaky", EchoSchema)).resolves.toEqual({ ok: true });
    expect(requests.map((r) => r.method)).toEqual(["GET", "GET"]);
    expect(onServerError).not.toHaveBeenCalled();

    await expect(api.post("/flaky", {}, EchoSchema)).rejects.toMatchObject({ status: 503 });
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(onServerError).toHaveBeenCalledTimes(1);
  });

  it("turns a 422 into the first message per field", async () => {
    const error: unknown = await client()
      .post("/invalid", {}, EchoSchema)
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
    const error: unknown = await api.get("/bad-shape", UserSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ data: { id: "not-a-number" }, url: `${host}/api/bad-shape` });
    expect((error as ResponseShapeError).issues.length).toBeGreaterThan(0);

    await expect(api.get("/not-json", UserSchema)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it("times out a server that never answers (15000 ms by default)", async () => {
    expect(API_TIMEOUT_MS).toBe(15000);
    const onNetworkError = jest.fn();
    const onServerError = jest.fn();
    const api = client({ timeoutMs: 200, onNetworkError, onServerError });
    const started = Date.now();
    const error: unknown = await api.get("/hang", EchoSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(5000); // not retried
    expect(requests).toHaveLength(1);
    // The viewer is told (the toast), once.
    expect(onNetworkError).toHaveBeenCalledTimes(1);
    expect(onNetworkError.mock.calls[0]?.[0]).toBe(error);
    expect(onServerError).not.toHaveBeenCalled();
  });

  it("reports an unreachable server as a NetworkError", async () => {
    const onNetworkError = jest.fn();
    const api = createApiClient({ host: await closedPortHost(), onNetworkError });
    await expect(api.post("/login", {}, EchoSchema)).rejects.toMatchObject({
      name: "NetworkError",
      kind: "unreachable",
    });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });
});

describe("raw()", () => {
  it("accepts any status and returns it with the body, without the 401/5xx handlers", async () => {
    const onUnauthorized = jest.fn();
    const onServerError = jest.fn();
    const api = client({ onUnauthorized, onServerError, getToken: () => "tok" });

    await expect(
      api.raw("POST", "/get-user-with-phone-and-password", { phone_number: "1" }),
    ).resolves.toEqual({
      status: 404,
      body: { message: "Not found" },
    });
    expect(last()).toMatchObject({ method: "POST", body: '{"phone_number":"1"}' });
    expect(last().headers.authorization).toBe("Bearer tok");

    await expect(api.raw("DELETE", "/unauthorized")).resolves.toEqual({
      status: 401,
      body: { message: "Unauthenticated." },
    });
    await expect(api.raw("GET", "/user-info")).resolves.toMatchObject({ status: 200, body: { id: 7 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onServerError).not.toHaveBeenCalled();
  });

  it("returns null when the server cannot be reached or times out", async () => {
    await expect(
      createApiClient({ host: await closedPortHost() }).raw("POST", "/login", {}),
    ).resolves.toBeNull();
    await expect(client({ timeoutMs: 200 }).raw("GET", "/hang")).resolves.toBeNull();
  });
});

/** A host on a port that was just freed, so nothing listens there. */
async function closedPortHost(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
