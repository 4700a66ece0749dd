/** @jest-environment node */
import { Hono } from "hono";
import { clientIp } from "./auth";

const app = new Hono().get("/", (c) => c.text(clientIp(c)));
const ipFor = async (forwarded?: string) =>
  (await app.request("/", { headers: forwarded ? { "x-forwarded-for": forwarded } : {} })).text();

describe("clientIp", () => {
  afterEach(() => delete process.env.CINEVA_TRUST_PROXY);

  it("uses the address Next saw on the socket (the last hop), never one the caller wrote", async () => {
    expect(await ipFor("1.2.3.4, 10.0.0.7")).toBe("10.0.0.7");
    expect(await ipFor("10.0.0.7")).toBe("10.0.0.7");
    expect(await ipFor()).toBe("local");
  });

  it("behind a trusted proxy uses the client the proxy saw", async () => {
    process.env.CINEVA_TRUST_PROXY = "1";
    expect(await ipFor("spoofed, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });
});
