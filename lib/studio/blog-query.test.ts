import { blogHref, blogQuery } from "./blog-query";

describe("the studio blog list's address", () => {
  it("reads what the list understands and drops the rest", () => {
    expect(blogQuery({ q: " orbit ", state: "draft", category: "3", page: "2" })).toEqual({
      q: "orbit",
      state: "draft",
      category: 3,
      page: 2,
    });
    expect(blogQuery({ state: "gone", category: "-1", page: "x" })).toEqual({ page: 1 });
    expect(blogQuery({ category: "1.5", q: "x".repeat(101) })).toEqual({ page: 1 });
  });

  it("writes only what differs from the defaults", () => {
    expect(blogHref("/vi/studio/blog", { page: 1 })).toBe("/vi/studio/blog");
    expect(blogHref("/studio/blog", { q: "a b", state: "scheduled", category: 2, page: 3 })).toBe(
      "/studio/blog?q=a+b&state=scheduled&category=2&page=3",
    );
  });
});
