/** @jest-environment node */
import { loadServerConfig } from "./config";

const production = (extra: Record<string, string> = {}) =>
  loadServerConfig(
    { NODE_ENV: "production", CINEVA_SANDBOX: "0", ...extra } as NodeJS.ProcessEnv,
    "root-secret",
  );

describe("the card gateway", () => {
  it("is the sandbox's test gateway in the sandbox", () => {
    const config = loadServerConfig(
      { NODE_ENV: "production", CINEVA_SANDBOX: "1" } as NodeJS.ProcessEnv,
      "s",
    );
    expect(config.payment).toMatchObject({
      available: true,
      gatewayUrl: "http://localhost:3000/sandbox/pay",
    });
  });

  it("is VNPay's when its code, secret and address are all set", () => {
    const config = production({
      VNPAY_TMN_CODE: "SHOP",
      VNPAY_HASH_SECRET: "x",
      VNPAY_URL: "https://pay.example/p",
    });
    expect(config.payment).toMatchObject({
      available: true,
      tmnCode: "SHOP",
      gatewayUrl: "https://pay.example/p",
    });
  });

  it("is unavailable in production without either, rather than sending viewers to a page that does not exist", () => {
    expect(production().payment.available).toBe(false);
    expect(production({ VNPAY_TMN_CODE: "SHOP", VNPAY_HASH_SECRET: "x" }).payment.available).toBe(false);
  });
});

describe("the test gateway", () => {
  it("exists only in the sandbox without a real gateway, and never holds the real secret", () => {
    const sandbox = { NODE_ENV: "production", CINEVA_SANDBOX: "1" } as NodeJS.ProcessEnv;
    expect(loadServerConfig(sandbox, "s").payment.testGateway).toBe(true);
    const both = loadServerConfig(
      { ...sandbox, VNPAY_TMN_CODE: "SHOP", VNPAY_HASH_SECRET: "real", VNPAY_URL: "https://pay.example/p" },
      "s",
    );
    expect(both.payment).toMatchObject({
      testGateway: false,
      hashSecret: "real",
      gatewayUrl: "https://pay.example/p",
    });
    const half = loadServerConfig({ ...sandbox, VNPAY_TMN_CODE: "SHOP", VNPAY_HASH_SECRET: "real" }, "s");
    expect(half.payment.testGateway).toBe(true);
    expect(half.payment.hashSecret).not.toBe("real");
    expect(half.payment.tmnCode).toBe("CINEVA01");
    expect(production().payment.testGateway).toBe(false);
  });
});
