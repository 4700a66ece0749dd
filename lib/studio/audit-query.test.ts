import { auditHref, auditQuery } from "./audit-query";

describe("auditQuery", () => {
  it("keeps an action and a page beyond the first", () => {
    expect(auditQuery({ action: " studio.sign_in ", page: "3" })).toEqual({
      action: "studio.sign_in",
      page: 3,
    });
  });

  it("drops what the backend would refuse: a page that is not a whole number above 1, a long action", () => {
    expect(auditQuery({ page: "0" })).toEqual({ action: undefined, page: undefined });
    expect(auditQuery({ page: "2.5" })).toEqual({ action: undefined, page: undefined });
    expect(auditQuery({ page: "abc", action: "x".repeat(61) })).toEqual({
      action: undefined,
      page: undefined,
    });
    expect(auditQuery({ action: ["a", "b"], page: ["2", "9"] })).toEqual({ action: "a", page: 2 });
    expect(auditQuery({ action: "  " })).toEqual({ action: undefined, page: undefined });
  });
});

describe("auditHref", () => {
  it("writes only what differs from the first, unfiltered page", () => {
    expect(auditHref("/en/studio/audit", undefined, 1)).toBe("/en/studio/audit");
    expect(auditHref("/en/studio/audit", "studio.sign_in", 2)).toBe(
      "/en/studio/audit?action=studio.sign_in&page=2",
    );
  });
});
