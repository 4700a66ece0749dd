/** @jest-environment node */
import fc from "fast-check";
import { hostOf, isLoopback } from "./loopback";

describe("isLoopback", () => {
  it.each([
    "127.0.0.1",
    "127.0.0.2",
    "127.255.255.254",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "localhost",
    "LOCALHOST",
    "app.localhost",
    "local",
  ])("%s is this machine", (address) => expect(isLoopback(address)).toBe(true));

  it.each([
    "203.0.113.9",
    "10.0.0.1",
    "192.168.1.5",
    "0.0.0.0",
    "::",
    "128.0.0.1",
    "127.0.0.256",
    "127.0.0.1.example.com",
    "localhost.example.com",
    "cineva.example",
    "",
    "unknown",
  ])("%s is not", (address) => expect(isLoopback(address)).toBe(false));

  it("holds for no IPv4 address outside 127.0.0.0/8", () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(isLoopback(address)).toBe(address.startsWith("127."));
      }),
    );
  });
});

describe("hostOf", () => {
  it("reads the host of an address, or null", () => {
    expect(hostOf("https://cineva.example:8443/x")).toBe("cineva.example");
    expect(hostOf("http://[::1]:3000")).toBe("[::1]");
    expect(hostOf("not a url")).toBeNull();
  });
});
