/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import "./single-location.mjs";

/** The raw values of one header a client receives from `handle`, each copy on its own. */
async function received(name: string, handle: (res: http.ServerResponse) => void): Promise<string[]> {
  const server = http.createServer((_req, res) => {
    handle(res);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const raw = await new Promise<string[]>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/movie/1", agent: false }, (res) => {
          res.resume();
          resolve(res.rawHeaders);
        })
        .on("error", reject);
    });
    return raw.flatMap((key, i) => (i % 2 === 0 && key.toLowerCase() === name ? [raw[i + 1]!] : []));
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("single Location header", () => {
  it("sends one Location when a redirect's header is set and then appended again, as Next does", async () => {
    const locations = await received("location", (res) => {
      res.statusCode = 308;
      res.setHeader("location", "1/the-kite-maker-of-ben-tre");
      res.appendHeader("Location", "1/the-kite-maker-of-ben-tre");
    });
    expect(locations).toEqual(["1/the-kite-maker-of-ben-tre"]);
  });

  it("leaves headers that may repeat alone", async () => {
    const cookies = await received("set-cookie", (res) => {
      res.setHeader("set-cookie", "a=1");
      res.appendHeader("set-cookie", "b=2");
    });
    expect(cookies).toEqual(["a=1", "b=2"]);
  });
});
