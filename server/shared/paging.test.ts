/** @jest-environment node */
import { pageMeta, pageRequest } from "./paging";

describe("pageRequest and pageMeta", () => {
  it("applies defaults and computes the offset", () => {
    expect(pageRequest({}, 24)).toEqual({ page: 1, perPage: 24, offset: 0 });
    expect(pageRequest({ page: 3, per_page: 10 }, 24)).toEqual({ page: 3, perPage: 10, offset: 20 });
  });

  it("always has at least one page", () => {
    expect(pageMeta(1, 24, 0)).toEqual({ page: 1, per_page: 24, total: 0, last_page: 1 });
    expect(pageMeta(2, 10, 21)).toEqual({ page: 2, per_page: 10, total: 21, last_page: 3 });
    expect(pageMeta(1, 10, 20).last_page).toBe(2);
  });
});
