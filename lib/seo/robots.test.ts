import { privateCrawlPaths } from "./robots";

describe("robots.txt", () => {
  it("keeps crawlers out of private pages at every address, and out of the API and sandbox", () => {
    const paths = privateCrawlPaths();
    for (const path of ["/profile", "/top-up", "/topup/", "/auth-required"])
      for (const address of [path, `/en${path}`, `/vi${path}`]) expect(paths).toContain(address);
    expect(paths).toEqual(expect.arrayContaining(["/api/", "/sandbox/"]));
    expect(paths).not.toContain("/");
  });
});
