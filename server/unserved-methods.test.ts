/** @jest-environment node */
/**
 * TRACE, TRACK and other methods no route takes (issue #33, attack 5) are answered by the HTTP server
 * itself: 405 with Allow and the resource policy, in the caller's language. Next answered TRACE with a
 * 500 (it cannot build a Fetch request for it), the standalone API with a 404, and Node's parser
 * answered TRACK and made-up methods with a bare 400.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { RESOURCE_POLICY } from "@/runtime/csp.mjs";
import { createTestContext, type TestContext } from "./test-harness";
import { isServedMethod, SERVED_METHODS } from "./unserved-methods";

let ctx: TestContext;
let server: http.Server;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  // As `npm run api` serves it (server/standalone.ts).
  server = http.createServer(getRequestListener((request) => ctx.app.fetch(request)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

function call(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on("error", reject);
      request.end();
    },
  );
}

describe("a method no route takes", () => {
  it.each(["TRACE", "TRACK", "PROPFIND", "FOO"])(
    "%s is answered 405 with Allow and the resource policy",
    async (method) => {
      for (const path of ["/api/login", "/images/posters/x.webp", "/sandbox/pay", "/"]) {
        const response = await call(method, path, { "Accept-Language": "vi-VN,vi;q=0.9" });
        expect([method, path, response.status]).toEqual([method, path, 405]);
        expect(response.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
        expect(response.headers["content-security-policy"]).toBe(RESOURCE_POLICY);
        expect(JSON.parse(response.body)).toEqual({
          message: "Phương thức yêu cầu này không được phép ở đây.",
        });
      }
      expect(JSON.parse((await call(method, "/api/login")).body)).toEqual({
        message: "This request method is not allowed here.",
      });
    },
  );

  it("leaves the methods we take to the routes", async () => {
    expect((await call("GET", "/api/health")).status).toBe(200);
    expect((await call("PUT", "/api/login")).status).toBe(405); // the backend's own answer
    expect((await call("PUT", "/api/login")).headers.allow).toBe("POST, OPTIONS");
    expect(SERVED_METHODS.every(isServedMethod)).toBe(true);
    expect(isServedMethod("get")).toBe(false); // methods are case-sensitive
  });
});
