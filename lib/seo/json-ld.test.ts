import type { BlogPost } from "@/lib/contract/blog";
import {
  absolute,
  articleJsonLd,
  breadcrumbJsonLd,
  clean,
  HEADLINE_MAX,
  isoDateTime,
  isoDuration,
  itemListJsonLd,
  jsonLdString,
} from "./json-ld";

import { SITE } from "./test-json-ld";

describe("helpers", () => {
  it("writes ISO 8601 durations", () => {
    expect(isoDuration(16)).toBe("PT16S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(5400)).toBe("PT1H30M");
    expect(isoDuration(0)).toBeUndefined();
    expect(isoDuration(null)).toBeUndefined();
  });

  it("writes dates with their time zone and drops what does not parse", () => {
    expect(isoDateTime("2024-05-01T14:30:00+07:00")).toBe("2024-05-01T07:30:00.000Z");
    expect(isoDateTime("2024-05-01T07:30:00.000Z")).toBe("2024-05-01T07:30:00.000Z");
    expect(isoDateTime("yesterday")).toBeUndefined();
    expect(isoDateTime("")).toBeUndefined();
  });

  it("keeps only absolute http(s) URLs", () => {
    expect(absolute(`${SITE}/vi`)).toBe(`${SITE}/vi`);
    expect(absolute("/images/p.webp")).toBeUndefined();
    expect(absolute("javascript:alert(1)")).toBeUndefined();
    expect(absolute(null)).toBeUndefined();
  });

  it("drops empty values at every depth", () => {
    expect(clean({ a: "", b: null, c: [], d: undefined, e: { f: "" }, g: [" ", 0, "x"], h: false })).toEqual({
      g: [0, "x"],
      h: false,
    });
  });
});

describe("ItemList", () => {
  it("lists the detail pages by absolute URL at positions 1..n", () => {
    const urls = [1, 2, 3].map((id) => `${SITE}/vi/movie/${id}/x`);
    expect(itemListJsonLd("Phim lẻ", urls)).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Phim lẻ",
      numberOfItems: 3,
      itemListElement: urls.map((url, i) => ({ "@type": "ListItem", position: i + 1, url })),
    });
  });

  it("needs two distinct absolute URLs, as Google does", () => {
    expect(itemListJsonLd("x", [`${SITE}/a`])).toBeNull();
    expect(itemListJsonLd("x", [`${SITE}/a`, `${SITE}/a`, "/b"])).toBeNull();
    expect(itemListJsonLd("x", [])).toBeNull();
  });
});

describe("Article", () => {
  const post = {
    id: 3,
    category: { id: 1, name_en: "News", name_vi: "Tin tức" },
    title_en: "Behind the lanterns",
    title_vi: "Đằng sau những chiếc đèn lồng",
    excerpt_en: "How it was made.",
    excerpt_vi: "Cách làm phim.",
    cover: "c.webp",
    featured: false,
    reading_minutes_en: 3,
    reading_minutes_vi: 3,
    published_at: "2025-01-02T03:04:05.000Z",
    updated_at: "2025-01-03T00:00:00.000Z",
    body_en: "",
    body_vi: "",
    reviews: null,
    related: [],
  } satisfies BlogPost;
  const ctx = {
    locale: "vi" as const,
    url: `${SITE}/vi/blog/3/behind-the-lanterns`,
    image: `${SITE}/images/blog/covers/c.webp`,
    headline: post.title_vi,
    description: post.excerpt_vi,
    section: "Tin tức",
    publisher: { name: "Cineva", url: `${SITE}/vi` },
  };

  it("has Google's recommended headline, image, dates with their zone and author", () => {
    expect(articleJsonLd(post, ctx)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Đằng sau những chiếc đèn lồng",
      description: "Cách làm phim.",
      url: ctx.url,
      mainEntityOfPage: ctx.url,
      image: [ctx.image],
      datePublished: "2025-01-02T03:04:05.000Z",
      dateModified: "2025-01-03T00:00:00.000Z",
      articleSection: "Tin tức",
      inLanguage: "vi",
      author: { "@type": "Organization", name: "Cineva", url: `${SITE}/vi` },
      publisher: { "@type": "Organization", name: "Cineva", url: `${SITE}/vi` },
    });
  });

  it("names the film or series a review is about", () => {
    const about = {
      kind: "series" as const,
      name: "Học viện tàu ma",
      url: `${SITE}/vi/tvseries/9/ghost-train-academy`,
    };
    expect(articleJsonLd(post, { ...ctx, about }).about).toEqual({
      "@type": "TVSeries",
      name: "Học viện tàu ma",
      url: about.url,
    });
    expect(articleJsonLd(post, ctx)).not.toHaveProperty("about");
  });

  it("keeps a long headline to 110 characters and leaves out a missing cover", () => {
    const long = "word ".repeat(40).trim();
    const data = articleJsonLd(post, { ...ctx, headline: long, image: null });
    expect((data.headline as string).length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(data.headline).toMatch(/^word( word)*…$/);
    expect(data).not.toHaveProperty("image");
  });
});

describe("BreadcrumbList", () => {
  it("numbers breadcrumbs from 1 with absolute item URLs", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Trang chủ", url: `${SITE}/vi` },
        { name: "Phim lẻ", url: `${SITE}/vi/movies` },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Trang chủ", item: `${SITE}/vi` },
        { "@type": "ListItem", position: 2, name: "Phim lẻ", item: `${SITE}/vi/movies` },
      ],
    });
  });
});

describe("jsonLdString", () => {
  it("cannot be closed early by a title containing </script>", () => {
    const text = jsonLdString({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
