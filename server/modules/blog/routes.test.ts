/** @jest-environment node */
import {
  BlogCategoryListSchema,
  BlogCategoryPageSchema,
  BlogPostPageSchema,
  BlogPostSchema,
} from "@/lib/contract/blog";
import { eq } from "drizzle-orm";
import { blogPosts, movies } from "../../db/schema";
import { BLOG_CATEGORIES, BLOG_POSTS } from "../../demo/content/blog-posts";
import { seedContent } from "../../test-content";
import { createTestContext, type TestContext } from "../../test-harness";

let ctx: TestContext;
let draftId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedContent(ctx);
  const [category] = await ctx.db.select({ id: blogPosts.categoryId }).from(blogPosts).limit(1);
  const [draft] = await ctx.db
    .insert(blogPosts)
    .values({
      categoryId: category!.id,
      titleEn: "Coming Soon",
      titleVi: "Sắp ra mắt",
      excerptEn: "Not yet.",
      excerptVi: "Chưa đâu.",
      bodyEn: "Soon.",
      bodyVi: "Sớm thôi.",
      publishedAt: new Date(ctx.deps.now().getTime() + 86_400_000),
    })
    .returning({ id: blogPosts.id });
  draftId = draft!.id;
}, 60_000);
afterAll(() => ctx.close());

async function getJson(path: string) {
  const response = await ctx.get(path);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("GET /api/blog/posts", () => {
  it("lists published posts newest first, a page at a time", async () => {
    const first = BlogPostPageSchema.parse((await getJson("/api/blog/posts?per_page=5")).body);
    expect(first.meta).toEqual({
      page: 1,
      per_page: 5,
      total: BLOG_POSTS.length,
      last_page: Math.ceil(BLOG_POSTS.length / 5),
    });
    const all = BlogPostPageSchema.parse((await getJson("/api/blog/posts?per_page=48")).body).data;
    expect(all).toHaveLength(BLOG_POSTS.length);
    const dates = all.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.some((p) => p.id === draftId)).toBe(false);
    for (const post of all) {
      expect(post.cover).toMatch(/\.webp$/);
      expect(post.reading_minutes_en).toBeGreaterThanOrEqual(1);
      expect(post.title_vi).not.toBe(post.title_en);
    }
  });

  it("can put featured posts first, show only them, or one category", async () => {
    const featuredCount = BLOG_POSTS.filter((p) => p.featured).length;
    expect(featuredCount).toBeGreaterThanOrEqual(1);
    const first = BlogPostPageSchema.parse(
      (await getJson("/api/blog/posts?featured_first=1&per_page=48")).body,
    ).data;
    expect(first.map((p) => p.featured)).toEqual(
      [...first.map((p) => p.featured)].sort((a, b) => Number(b) - Number(a)),
    );
    expect(first.slice(0, featuredCount).every((p) => p.featured)).toBe(true);
    const only = BlogPostPageSchema.parse((await getJson("/api/blog/posts?featured=true")).body).data;
    expect(only).toHaveLength(featuredCount);

    const categories = BlogCategoryListSchema.parse((await getJson("/api/blog/categories")).body).data;
    const reviews = categories.find((c) => c.name_en === "Reviews")!;
    const inReviews = BlogPostPageSchema.parse(
      (await getJson(`/api/blog/posts?category=${reviews.id}&per_page=48`)).body,
    );
    expect(inReviews.data.length).toBe(BLOG_POSTS.filter((p) => p.category === "reviews").length);
    expect(inReviews.data.every((p) => p.category.id === reviews.id)).toBe(true);
  });

  it("refuses bad query strings", async () => {
    for (const query of ["per_page=100", "page=0", "category=abc", "featured=maybe"]) {
      expect({ query, status: (await getJson(`/api/blog/posts?${query}`)).status }).toEqual({
        query,
        status: 422,
      });
    }
  });
});

describe("GET /api/blog/posts/{id}", () => {
  it("gives the body in both languages, reading minutes and related posts", async () => {
    const list = BlogPostPageSchema.parse((await getJson("/api/blog/posts?per_page=48")).body).data;
    const card = list.find((p) => p.title_en === "Filming Underwater: The Making of Deep Blue Station")!;
    const { status, body } = await getJson(`/api/blog/posts/${card.id}`);
    expect(status).toBe(200);
    const post = BlogPostSchema.parse(body);
    const seed = BLOG_POSTS.find((p) => p.en === card.title_en)!;
    // Markdown whose paragraphs are the seed's, separated by blank lines.
    expect(post.body_en).toBe(seed.bodyEn.join("\n\n"));
    expect(post.body_vi).toBe(seed.bodyVi.join("\n\n"));
    expect(post.related.length).toBe(4);
    expect(post.related.some((p) => p.id === post.id)).toBe(false);
    expect(post.related[0]!.category.id).toBe(post.category.id);
  });

  it("names the film or series a review is about, while it is published, and nothing for other posts", async () => {
    const list = BlogPostPageSchema.parse((await getJson("/api/blog/posts?per_page=48")).body).data;
    const post = async (title: string) => {
      const card = list.find((p) => p.title_en === title)!;
      return BlogPostSchema.parse((await getJson(`/api/blog/posts/${card.id}`)).body);
    };
    const film = await post("Review: The Quiet Orbit Finds Beauty in Loneliness");
    expect(film.reviews).toEqual({
      kind: "movie",
      id: expect.any(Number),
      title_en: "The Quiet Orbit",
      title_vi: "Quỹ đạo lặng im",
      year: expect.any(Number),
      poster: expect.stringMatching(/\.webp$/),
      playable: true,
    });
    expect(
      (await post("Review: Ghost Train Academy Is the Anime Series to Start Now")).reviews,
    ).toMatchObject({
      kind: "series",
      title_en: "Ghost Train Academy",
      playable: true,
    });
    expect((await post("Filming Underwater: The Making of Deep Blue Station")).reviews).toBeNull();

    // A film taken off the catalogue for now (published later) is not offered.
    const filmId = film.reviews!.id;
    const [before] = await ctx.db
      .select({ at: movies.publishedAt })
      .from(movies)
      .where(eq(movies.id, filmId));
    await ctx.db
      .update(movies)
      .set({ publishedAt: new Date(ctx.deps.now().getTime() + 86_400_000) })
      .where(eq(movies.id, filmId));
    try {
      expect((await post("Review: The Quiet Orbit Finds Beauty in Loneliness")).reviews).toBeNull();
    } finally {
      await ctx.db.update(movies).set({ publishedAt: before!.at }).where(eq(movies.id, filmId));
    }
  });

  it("answers unknown, malformed and unpublished posts with 404", async () => {
    for (const id of ["99999", "abc", "0", "1.0", String(draftId), "99999999999"]) {
      const { status, body } = await getJson(`/api/blog/posts/${id}`);
      expect({ id, status }).toEqual({ id, status: 404 });
      expect(body).toEqual({ message: "Not found." });
    }
  });
});

describe("blog categories", () => {
  it("lists the categories with their post counts, and pages one category", async () => {
    const { data } = BlogCategoryListSchema.parse((await getJson("/api/blog/categories")).body);
    expect(data.map((c) => c.name_en)).toEqual(Object.values(BLOG_CATEGORIES).map((c) => c.en));
    expect(data.reduce((sum, c) => sum + c.post_count, 0)).toBe(BLOG_POSTS.length);
    const news = data.find((c) => c.name_vi === "Tin tức & Phim mới")!;
    const page = BlogCategoryPageSchema.parse(
      (await getJson(`/api/blog/categories/${news.id}?per_page=2`)).body,
    );
    expect(page.category).toEqual(news);
    expect(page.data).toHaveLength(2);
    expect(page.meta.total).toBe(news.post_count);
    for (const id of ["999", "x", "-1"])
      expect((await getJson(`/api/blog/categories/${id}`)).status).toBe(404);
  });
});
