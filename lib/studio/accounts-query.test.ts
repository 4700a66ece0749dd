import { accountsHref, accountsQuery } from "./accounts-query";

describe("accountsQuery", () => {
  it("reads the words, the state and the page", () => {
    expect(accountsQuery({ q: " 0901 234 567 ", status: "blocked", page: "3" })).toEqual({
      q: "0901 234 567",
      status: "blocked",
      page: 3,
    });
  });

  it("falls back to every account, first page, for anything else", () => {
    expect(accountsQuery({ q: "x".repeat(101), status: "banned", page: "0" })).toEqual({ page: 1 });
    expect(accountsQuery({ q: ["lan", "mai"] })).toEqual({ q: "lan", page: 1 });
  });
});

describe("accountsHref", () => {
  it("writes only what differs from the default", () => {
    const base = "/vi/studio/accounts";
    expect(accountsHref(base, { page: 1 })).toBe(base);
    expect(accountsHref(base, { q: "thu hà", status: "inactive", page: 2 })).toBe(
      `${base}?q=thu+h%C3%A0&status=inactive&page=2`,
    );
  });
});
