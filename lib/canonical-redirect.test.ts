/** @jest-environment node */
import fc from "fast-check";
import { permanentRedirect } from "next/navigation";
import { canonicalTarget, redirectUnlessCanonical } from "./canonical-redirect";
import { blogCategoryPath, blogPostPath, categoryPath, moviePath, seriesPath } from "./routes";

jest.mock("next/navigation", () => ({ permanentRedirect: jest.fn() }));

/** The address a browser lands on after following the target from the address it asked for. */
const follow = (asked: string, target: string) => {
  const url = new URL(target, `https://cineva.vn${asked}`);
  return url.pathname + url.search;
};

describe("canonicalTarget", () => {
  const movie = moviePath(18, "The Quiet Orbit");

  it("is null at the canonical address", () => {
    expect(canonicalTarget({ base: "/movie/", canonical: movie, slug: ["the-quiet-orbit"] })).toBeNull();
    expect(canonicalTarget({ base: "/movie/", canonical: moviePath(18, ""), slug: undefined })).toBeNull();
    expect(canonicalTarget({ base: "/movie/", canonical: moviePath(18, ""), slug: [] })).toBeNull();
  });

  it("sends a missing, wrong or longer slug to the canonical one, in the language of the address", () => {
    for (const [prefix, slug] of [
      ["", []],
      ["", ["old"]],
      ["/vi", ["old"]],
      ["/en", ["the-quiet-orbit", "extra"]],
      ["/vi", ["a", "b", "c"]],
      ["", [""]],
    ] as const) {
      const asked = `${prefix}/movie/18${slug.map((s) => `/${s}`).join("")}`;
      const target = canonicalTarget({ base: "/movie/", canonical: movie, slug });
      expect(target).not.toBeNull();
      expect(follow(asked, target!)).toBe(`${prefix}/movie/18/the-quiet-orbit`);
    }
    const unslugged = canonicalTarget({ base: "/movie/", canonical: moviePath(18, ""), slug: ["x"] });
    expect(follow("/vi/movie/18/x", unslugged!)).toBe("/vi/movie/18");
  });

  it("carries over only the query it is given, leaving undefined values out", () => {
    const canonical = categoryPath(4, "Phim Hành Động");
    expect(
      follow(
        "/vi/category/4",
        canonicalTarget({ base: "/category/", canonical, slug: [], keep: { page: 3 } })!,
      ),
    ).toBe("/vi/category/4/phim-hanh-dong?page=3");
    expect(
      follow(
        "/category/4/x",
        canonicalTarget({ base: "/category/", canonical, slug: ["x"], keep: { page: undefined } })!,
      ),
    ).toBe("/category/4/phim-hanh-dong");
    // At the canonical address nothing is redirected, whatever the query.
    expect(
      canonicalTarget({ base: "/category/", canonical, slug: ["phim-hanh-dong"], keep: { page: 3 } }),
    ).toBeNull();
  });

  it("takes the route's own answer when the last segment holds more than the slug", () => {
    const canonical = seriesPath(3, "Moonlit Palace", { season: 1, episode: 2 });
    // "&ss=01" names the same episode: the series route accepts it as it is.
    expect(
      canonicalTarget({
        base: "/tvseries/",
        canonical,
        slug: ["moonlit-palace&ss=01&ep=2"],
        isCanonical: true,
      }),
    ).toBeNull();
    const target = canonicalTarget({
      base: "/tvseries/",
      canonical,
      slug: ["old&ss=1&ep=2"],
      isCanonical: false,
    });
    expect(follow("/vi/tvseries/3/old&ss=1&ep=2", target!)).toBe("/vi/tvseries/3/moonlit-palace&ss=1&ep=2");
  });

  it("refuses a canonical path outside the route", () => {
    expect(() => canonicalTarget({ base: "/movie/", canonical: "/blog/1/x", slug: [] })).toThrow();
  });

  it("redirects exactly when the address differs from the canonical path (as the pages compared them)", () => {
    const routes = [
      { base: "/movie/", path: moviePath },
      { base: "/blog/", path: blogPostPath },
      { base: "/blog/category/", path: blogCategoryPath },
      { base: "/category/", path: categoryPath },
    ];
    const segment = fc.oneof(fc.constantFrom("", "x", "the-quiet-orbit", "The-Quiet-Orbit"), fc.string());
    fc.assert(
      fc.property(
        fc.constantFrom(...routes),
        fc.integer({ min: 1, max: 99999 }),
        fc.constantFrom("", "The Quiet Orbit", "Bố Già"),
        fc.array(segment, { maxLength: 3 }),
        ({ base, path }, id, title, slug) => {
          const canonical = path(id, title);
          const asked = `${base}${id}${slug.length ? `/${slug.join("/")}` : ""}`;
          expect(canonicalTarget({ base, canonical, slug }) === null).toBe(asked === canonical);
        },
      ),
    );
  });
});

describe("redirectUnlessCanonical", () => {
  beforeEach(() => jest.mocked(permanentRedirect).mockClear());

  it("redirects permanently to the target, and not at all at the canonical address", () => {
    const canonical = blogPostPath(9, "Top 10 phim hay");
    redirectUnlessCanonical({ base: "/blog/", canonical, slug: ["top-10-phim-hay"] });
    expect(permanentRedirect).not.toHaveBeenCalled();
    redirectUnlessCanonical({ base: "/blog/", canonical, slug: ["old", "more"] });
    expect(permanentRedirect).toHaveBeenCalledTimes(1);
    expect(permanentRedirect).toHaveBeenCalledWith("../../9/top-10-phim-hay");
  });
});
