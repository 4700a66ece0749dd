/** @jest-environment node */
import { z } from "zod";
import { MessageResponseSchema, UserSchema } from "@/lib/contract/common";
import { endpoint } from "@/lib/contract/endpoint";
import { createApiClient } from "./client";
import { at, EchoSchema, formAt, startTestServer, user } from "./test-server";

const backend = startTestServer();
const { client, last } = backend;

describe("base URL", () => {
  it("is {host}/api, with trailing slashes on the host and a leading slash on the path handled", async () => {
    const api = client({ host: `${backend.host()}//` });
    expect(api.baseUrl).toBe(`${backend.host()}/api`);

    const result = await api.call(at("get", "/user-info", UserSchema), {});
    expect(last()).toMatchObject({ method: "GET", url: "/api/user-info" });
    // parsed by the contract: the extra key is dropped, an e-mail nobody said was confirmed is not, and a
    // name on the leaderboard is public until the viewer says otherwise
    expect(result).toEqual({
      ...user,
      created_at: undefined,
      email_verified: false,
      leaderboard_private: false,
    });
    expect(result).not.toHaveProperty("created_at");

    await api.call(at("get", "echo"), { query: { page: 2, q: "phim hay", skip: undefined } });
    expect(last().url).toBe("/api/echo?page=2&q=phim+hay");
  });

  it("requires an absolute host for calls made on the server", async () => {
    const api = createApiClient({ host: "" });
    await expect(api.call(at("get", "/echo"), {})).rejects.toThrow(/absolute host/);
    expect(() => api.baseUrl).toThrow(/absolute host/);
  });
});

describe("headers", () => {
  it("always sends Accept: application/json", async () => {
    const api = client();
    await api.call(at("get", "/echo"), {});
    expect(last().headers.accept).toBe("application/json");
    await api.call(at("post", "/echo"), { body: { a: 1 } });
    expect(last().headers.accept).toBe("application/json");
  });

  it("sends the Bearer token only when one is stored, reading the latest token on every call", async () => {
    let token: string | null = null;
    const api = client({ getToken: () => token });

    await api.call(at("get", "/echo"), {});
    expect(last().headers.authorization).toBeUndefined();

    token = "first-token";
    await api.call(at("get", "/echo"), {});
    expect(last().headers.authorization).toBe("Bearer first-token");

    token = "second-token";
    await api.call(at("post", "/echo"), { body: {} });
    expect(last().headers.authorization).toBe("Bearer second-token");
  });

  it("echoes the XSRF-TOKEN cookie, URL-decoded, as X-XSRF-TOKEN when present", async () => {
    const cookies: Record<string, string> = {};
    const api = client({ getCookie: (name) => cookies[name] });

    await api.call(at("post", "/echo"), { body: {} });
    expect(last().headers["x-xsrf-token"]).toBeUndefined();

    cookies["XSRF-TOKEN"] = "eyJpdiI6%3D%3D";
    await api.call(at("post", "/echo"), { body: {} });
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
    globals.window = { location: { origin: backend.host() } };
    globals.document = { cookie: "theme=dark; XSRF-TOKEN=abc%2Bdef%3D; other=1" };
    const api = createApiClient({ host: "" });
    expect(api.baseUrl).toBe(`${backend.host()}/api`);

    await api.call(at("post", "/echo"), { body: {} });
    expect(last()).toMatchObject({ method: "POST", url: "/api/echo" });
    expect(last().headers["x-xsrf-token"]).toBe("abc+def=");
  });
});

describe("bodies and methods", () => {
  it("sends JSON for post, put and delete, and multipart for postForm", async () => {
    const api = client();

    await expect(api.call(at("post", "/logout", MessageResponseSchema), { body: {} })).resolves.toEqual({
      message: "Logged out",
    });
    expect(last()).toMatchObject({ method: "POST", url: "/api/logout", body: "{}" });
    expect(last().headers["content-type"]).toBe("application/json");

    await api.call(at("put", "/echo"), { body: { name: "An" } });
    expect(last()).toMatchObject({ method: "PUT", body: '{"name":"An"}' });

    await api.call(at("delete", "/echo"), { body: { phone_number: "0901234567", password: "secret" } });
    expect(last()).toMatchObject({
      method: "DELETE",
      body: '{"phone_number":"0901234567","password":"secret"}',
    });

    const form = new FormData();
    form.append("_method", "PUT");
    form.append("first_name", "An");
    await api.call(formAt("/echo"), { form: form });
    expect(last().method).toBe("POST");
    expect(last().headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="_method"\r\n\r\nPUT');
    expect(last().body).toContain('name="first_name"\r\n\r\nAn');
  });
});

describe("endpoints", () => {
  const put = endpoint({
    method: "put",
    path: "/echo",
    query: z.object({ page: z.number().optional() }),
    body: z.object({ name: z.string() }),
    response: EchoSchema,
  });

  it("calls an endpoint by its method and path, with its query and body, and parses the answer", async () => {
    const api = client();
    await expect(api.call(put, { query: { page: 2 }, body: { name: "An" } })).resolves.toEqual({ ok: true });
    expect(last()).toMatchObject({ method: "PUT", url: "/api/echo?page=2", body: '{"name":"An"}' });
  });

  it("loads an endpoint given as a function that imports it", async () => {
    const api = client();
    await api.call(() => Promise.resolve(put), { body: { name: "Bình" } });
    expect(last()).toMatchObject({ method: "PUT", url: "/api/echo", body: '{"name":"Bình"}' });
  });

  it("sends a keep-alive request when asked (the last save as a page goes away), with the token", async () => {
    const sent: Request[] = [];
    const api = createApiClient({
      host: backend.host(),
      getToken: () => "viewer-token",
      fetch: (input, init) => {
        const request = new Request(input, init);
        sent.push(request.clone());
        return fetch(request);
      },
    });
    await api.call(put, { body: { name: "An" } }, { keepalive: true });
    expect(sent[0]!.keepalive).toBe(true);
    expect(sent[0]!.headers.get("authorization")).toBe("Bearer viewer-token");
  });
});
