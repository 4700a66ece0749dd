import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { endpoint, type Method } from "@/lib/contract/endpoint";
import { createApiClient, type ApiClientOptions } from "./client";

export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export const user = {
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

export const EchoSchema = z.object({ ok: z.literal(true) });

/** An endpoint of this test backend: any query and JSON body, the answer parsed with `response` (EchoSchema). */
export const at = <M extends Method, S extends z.ZodType = typeof EchoSchema>(
  method: M,
  path: string,
  response?: S,
) =>
  endpoint({
    method,
    path,
    query: z.record(z.string(), z.unknown()),
    body: z.unknown(),
    response: (response ?? EchoSchema) as S,
  });

/** The same, taking a multipart form. */
export const formAt = (path: string) =>
  endpoint({ method: "post", path, form: z.unknown(), response: EchoSchema });

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/**
 * A local backend for the client's tests, started before and stopped after the file's tests: it records
 * every request and answers each test path (/api/echo, /api/boom, /api/flaky, /api/hang, …) its way.
 */
export function startTestServer() {
  let requests: Recorded[] = [];
  const flakyHits = new Map<string, number>();
  let server: http.Server;
  let host = "";

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

  return {
    host: () => host,
    requests: () => requests,
    client: (overrides: Partial<ApiClientOptions> = {}) => createApiClient({ host, ...overrides }),
    last(): Recorded {
      const request = requests.at(-1);
      if (!request) throw new Error("no request was recorded");
      return request;
    },
  };
}

/** A host on a port that was just freed, so nothing listens there. */
export async function closedPortHost(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
