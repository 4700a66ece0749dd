/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pageCacheAt } from "./page-cache";

describe("pageCacheAt", () => {
  test("posts the tags to the site's revalidation hook with its key", async () => {
    const heard: { url?: string; authorization?: string; body: string }[] = [];
    const server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        heard.push({ url: request.url, authorization: request.headers.authorization, body });
        response.writeHead(request.headers.authorization === "Bearer key" ? 200 : 401).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      expect(await pageCacheAt(site, "key").changed(["movie:7", "catalogue"])).toBe(true);
      expect(heard[0]).toEqual({
        url: "/api/revalidate",
        authorization: "Bearer key",
        body: JSON.stringify({ tags: ["movie:7", "catalogue"] }),
      });
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
      expect(await pageCacheAt(site, "wrong").changed(["catalogue"])).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("answered 401"));
      warn.mockRestore();
    } finally {
      server.close();
    }
  });

  test("a site that does not answer is a warning, not a failure", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    // Port 9 (discard) on loopback: nothing listens there.
    expect(await pageCacheAt("http://127.0.0.1:9", "key").changed(["catalogue"])).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("did not answer"));
    warn.mockRestore();
  });
});
