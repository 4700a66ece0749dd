/** @jest-environment node */
import { createHmac } from "node:crypto";
import {
  canonicalQuery,
  formatVnpDate,
  fromVnpAmount,
  parseVnpDate,
  plainOrderInfo,
  responseMessage,
  signParams,
  signedQuery,
  signedUrl,
  toVnpAmount,
  verifyParams,
  vnpEncode,
} from "./vnpay";

const SECRET = "SECRETKEY0123456789";

describe("VNPay signing", () => {
  it("encodes like VNPay's samples: encodeURIComponent, spaces as +", () => {
    expect(vnpEncode("Nap tien 100.000đ")).toBe("Nap+tien+100.000%C4%91");
    expect(vnpEncode("http://localhost:3000/topup/result")).toBe(
      "http%3A%2F%2Flocalhost%3A3000%2Ftopup%2Fresult",
    );
    expect(vnpEncode("a+b&c=d")).toBe("a%2Bb%26c%3Dd");
  });

  it("signs the sorted vnp_* fields, leaving out the hash fields and other keys", () => {
    const params = {
      vnp_TxnRef: "ABC123",
      vnp_Amount: "1000000",
      vnp_OrderInfo: "Nap tien",
      vnp_SecureHashType: "HmacSHA512",
      vnp_SecureHash: "ignored",
      utm_source: "ignored",
    };
    const expected = "vnp_Amount=1000000&vnp_OrderInfo=Nap+tien&vnp_TxnRef=ABC123";
    expect(canonicalQuery(params)).toBe(expected);
    // An independent HMAC-SHA512 over the same string.
    expect(signParams(params, SECRET)).toBe(createHmac("sha512", SECRET).update(expected).digest("hex"));
  });

  it("verifies its own signatures, in either hex case, and nothing else", () => {
    const params = { vnp_Amount: "1000000", vnp_TxnRef: "X1", vnp_OrderInfo: "Nap tien tai khoan" };
    const hash = signParams(params, SECRET);
    expect(verifyParams({ ...params, vnp_SecureHash: hash }, SECRET)).toBe(true);
    expect(verifyParams({ ...params, vnp_SecureHash: hash.toUpperCase() }, SECRET)).toBe(true);
    expect(verifyParams({ ...params, vnp_SecureHash: hash }, "other")).toBe(false);
    expect(verifyParams({ ...params, vnp_Amount: "2000000", vnp_SecureHash: hash }, SECRET)).toBe(false);
    expect(verifyParams({ ...params, vnp_Extra: "1", vnp_SecureHash: hash }, SECRET)).toBe(false);
    expect(verifyParams(params, SECRET)).toBe(false);
    expect(verifyParams({ ...params, vnp_SecureHash: "abc" }, SECRET)).toBe(false);
  });

  it("round-trips through a URL: what a browser or the gateway parses back still verifies", () => {
    const params = {
      vnp_OrderInfo: "Nap tien: 50.000 VND (the) ~*!'",
      vnp_TxnRef: "R1",
      vnp_Amount: "5000000",
    };
    const url = signedUrl("https://pay.example/paymentv2/vpcpay.html", params, SECRET);
    expect(url).toMatch(/^https:\/\/pay\.example\/paymentv2\/vpcpay\.html\?vnp_Amount=/);
    const parsed = Object.fromEntries(new URL(url).searchParams);
    expect(parsed.vnp_OrderInfo).toBe(params.vnp_OrderInfo);
    expect(verifyParams(parsed, SECRET)).toBe(true);
    expect(signedUrl("https://x.example/r?lang=vi", params, SECRET)).toMatch(/\?lang=vi&vnp_Amount=/);
    expect(signedQuery(params, SECRET).endsWith(`&vnp_SecureHash=${signParams(params, SECRET)}`)).toBe(true);
  });
});

describe("VNPay formats", () => {
  it("writes and reads dates as yyyyMMddHHmmss in GMT+7", () => {
    expect(formatVnpDate(new Date("2026-11-22T03:00:00Z"))).toBe("20261122100000");
    expect(formatVnpDate(new Date("2026-12-31T17:30:05Z"))).toBe("20270101003005");
    expect(parseVnpDate("20270101003005")?.toISOString()).toBe("2026-12-31T17:30:05.000Z");
    expect(parseVnpDate("20261340000000")).toBeNull();
    expect(parseVnpDate("2026")).toBeNull();
    expect(parseVnpDate(undefined)).toBeNull();
  });

  it("sends amounts ×100 and reads back only whole đồng", () => {
    expect(toVnpAmount(10_000)).toBe("1000000");
    expect(fromVnpAmount("1000000")).toBe(10_000);
    expect(fromVnpAmount("1000050")).toBeNull();
    expect(fromVnpAmount("-100")).toBeNull();
    expect(fromVnpAmount("1e6")).toBeNull();
    expect(fromVnpAmount(undefined)).toBeNull();
  });

  it("keeps order info plain ASCII", () => {
    expect(plainOrderInfo("Nạp tiền Đợt #1 <b>")).toBe("Nap tien Dot 1 b");
  });

  it("explains response codes in both languages", () => {
    expect(responseMessage("00", "en")).toBe("Payment successful.");
    expect(responseMessage("51", "vi")).toMatch(/không đủ số dư/);
    expect(responseMessage("XX", "en")).toBe("The payment failed.");
    expect(responseMessage(null, "en")).toBeNull();
  });
});
