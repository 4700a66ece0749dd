/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { withPeer } from "./peer-address.mjs";

describe("withPeer", () => {
  it("appends the socket's address, as every hop does", () => {
    expect(withPeer(undefined, "127.0.0.1")).toBe("127.0.0.1");
    expect(withPeer("1.2.3.4", "127.0.0.1")).toBe("1.2.3.4, 127.0.0.1");
    expect(withPeer(" 203.0.113.9, 10.0.0.2 ", "::ffff:10.0.0.3")).toBe("203.0.113.9, 10.0.0.2, 10.0.0.3");
    expect(withPeer(["a", "b"], "::1")).toBe("a, b, ::1");
    expect(withPeer("1.2.3.4", undefined)).toBe("1.2.3.4");
  });
});

describe("a server of this process", () => {
  it("hands its handlers the caller's own address last, whatever X-Forwarded-For the caller wrote", async () => {
    const server = http.createServer((request, response) => response.end(request.headers["x-forwarded-for"]));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const seen = (headers: Record<string, string>, localAddress = "127.0.0.1") =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, headers, localAddress }, (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += chunk.toString()));
            response.on("end", () => resolve(body));
          })
          .on("error", reject);
      });
    try {
      expect(await seen({})).toBe("127.0.0.1");
      expect(await seen({ "X-Forwarded-For": "1.2.3.4" })).toBe("1.2.3.4, 127.0.0.1");
      expect(await seen({ "X-Forwarded-For": "1.2.3.4" }, "127.0.0.2")).toBe("1.2.3.4, 127.0.0.2");
    } finally {
      server.close();
    }
  });
});
