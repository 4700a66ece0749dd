/** @jest-environment node */
import { desc } from "drizzle-orm";
import { BlogPostPageSchema, BlogPostSchema } from "@/lib/contract/blog";
import {
  StudioBlogCategoriesSchema,
  StudioPostPageSchema,
  StudioPostSchema,
  type StudioPost,
} from "@/lib/contract/studio-blog";
import { auditLog, blogCategories } from "../../db/schema";
import { api, bodyOf, ctx, seedFilm, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

let editor: string;
let reviewsId: number;
let filmId: number;

beforeAll(async () => {
  await ctx.db.insert(blogCategories).values([
    { nameEn: "News", nameVi: "Tin tức", position: 1 },
    { nameEn: "Reviews", nameVi: "Đánh giá", position: 2 },
  ]);
  const categories = StudioBlogCategoriesSchema.parse(
    await (
      await api.get("/api/studio/blog/categories", (editor = (await signedInStaff("editor")).token))
    ).json(),
  ).data;
  expect(categories.map((category) => category.name_vi)).toEqual(["Tin tức", "Đánh giá"]);
  reviewsId = categories[1]!.id;
  filmId = await seedFilm({ titleEn: "Harbour Lights", titleVi: "Đèn cảng", durationMin: 100 });
});

const lastAudit = async () => (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const viewersPost = (id: number) => ctx.get(`/api/blog/posts/${id}`);
const viewersList = async () =>
  BlogPostPageSchema.parse(await (await ctx.get("/api/blog/posts")).json()).data.map((post) => post.id);
const bodyFrom = (post: StudioPost, changes: Record<string, unknown> = {}) => {
  const { category_id, title_en, title_vi, excerpt_en, excerpt_vi, body_en, body_vi, featured } = post;
  const reviews = post.reviews && { kind: post.reviews.kind, id: post.reviews.id };
  return {
    ...{ category_id, title_en, title_vi, excerpt_en, excerpt_vi, body_en, body_vi, featured, reviews },
    published_at: post.published_at,
    updated_at: post.updated_at,
    ...changes,
  };
};
const saved = async (post: StudioPost, changes: Record<string, unknown>) => {
  const response = await api.put(`/api/studio/blog/posts/${post.id}`, bodyFrom(post, changes), editor);
  expect(response.status).toBe(200);
  return { response, post: StudioPostSchema.parse(await response.json()) };
};

describe("a blog post written in the studio", () => {
  let post: StudioPost;

  it("starts as a draft that viewers cannot open or find", async () => {
    const created = await api.post(
      "/api/studio/blog/posts",
      { title_en: "  Behind Harbour Lights ", title_vi: "Hậu trường Đèn cảng", category_id: reviewsId },
      editor,
    );
    expect(created.status).toBe(201);
    expect(created.headers.get("Cineva-Changed-Tags")).toBeNull();
    post = StudioPostSchema.parse(await created.json());
    expect(post).toMatchObject({
      title_en: "Behind Harbour Lights",
      state: "draft",
      published_at: null,
      body_en: "",
    });
    expect(post.paths).toEqual({
      en: `/en/blog/${post.id}/behind-harbour-lights`,
      vi: `/vi/blog/${post.id}/behind-harbour-lights`,
    });
    expect(await lastAudit()).toMatchObject({ action: "post.create", targetId: String(post.id) });
    expect((await viewersPost(post.id)).status).toBe(404);
    expect(await viewersList()).not.toContain(post.id);
  });

  it("publishes the Markdown in both languages with its review link, revalidating the blog", async () => {
    const { response, post: published } = await saved(post, {
      excerpt_en: "How the harbour was lit.",
      excerpt_vi: "Cảng được thắp sáng thế nào.",
      body_en: "## The set\n\nA **real** harbour.",
      body_vi: "## Bối cảnh\n\nMột bến cảng **thật**.",
      reviews: { kind: "movie", id: filmId },
      featured: true,
      published_at: new Date(ctx.deps.now().getTime() - 1000).toISOString(),
    });
    expect(response.headers.get("Cineva-Changed-Tags")).toBe(`blog, post:${post.id}`);
    expect(published).toMatchObject({ state: "published", featured: true });
    expect(published.reviews).toEqual({
      kind: "movie",
      id: filmId,
      title_en: "Harbour Lights",
      title_vi: "Đèn cảng",
    });
    const seen = BlogPostSchema.parse(await (await viewersPost(post.id)).json());
    expect(seen).toMatchObject({ body_vi: "## Bối cảnh\n\nMột bến cảng **thật**.", featured: true });
    expect(seen.reviews).toMatchObject({ kind: "movie", id: filmId, title_vi: "Đèn cảng" });
    expect(await viewersList()).toContain(post.id);
    expect(await lastAudit()).toMatchObject({
      action: "post.publish",
      before: { published_at: null, body_en: "", reviews: null },
      after: { body_en: "## The set\n\nA **real** harbour.", reviews: { kind: "movie", id: filmId } },
    });
    post = published;
  });

  it("is found by words of its title or by its id, and by state", async () => {
    const list = async (query: string) =>
      StudioPostPageSchema.parse(await (await api.get(`/api/studio/blog/posts?${query}`, editor)).json())
        .data;
    expect((await list("q=hau%20truong")).map((row) => row.id)).toEqual([post.id]);
    expect((await list(`q=${post.id}`))[0]).toMatchObject({
      state: "published",
      category: { name_en: "Reviews" },
    });
    expect(await list("state=draft")).toEqual([]);
    expect((await list(`category=${reviewsId}&state=published`)).map((row) => row.id)).toEqual([post.id]);
  });

  it("changes nothing and revalidates nothing when saved as it is", async () => {
    const { response, post: same } = await saved(post, {});
    expect(response.headers.get("Cineva-Changed-Tags")).toBeNull();
    expect(same.updated_at).toBe(post.updated_at);
  });

  it("refuses a save over someone else's, an unknown category and an unknown reviewed title", async () => {
    const stale = await api.put(
      `/api/studio/blog/posts/${post.id}`,
      bodyFrom(post, { title_en: "Old", updated_at: new Date(0).toISOString() }),
      editor,
    );
    expect(stale.status).toBe(409);
    const category = await api.put(
      `/api/studio/blog/posts/${post.id}`,
      bodyFrom(post, { category_id: 999_999 }),
      editor,
    );
    expect(category.status).toBe(422);
    expect((await bodyOf(category)).errors).toEqual({ category_id: [expect.any(String)] });
    const reviews = await api.put(
      `/api/studio/blog/posts/${post.id}`,
      bodyFrom(post, { reviews: { kind: "series", id: filmId + 1000 } }),
      editor,
    );
    expect(reviews.status).toBe(422);
    expect((await bodyOf(reviews)).errors).toEqual({ reviews: ["No film or series has this number."] });
    const unsafe = await api.put(
      `/api/studio/blog/posts/${post.id}`,
      bodyFrom(post, { body_vi: "a\u202eb" }),
      editor,
    );
    expect(unsafe.status).toBe(422);
    expect((await api.get("/api/studio/blog/posts/999999", editor)).status).toBe(404);
  });

  it("is scheduled for later, then taken down, a 404 to viewers each time", async () => {
    const later = new Date(ctx.deps.now().getTime() + 86_400_000).toISOString();
    const scheduled = (await saved(post, { published_at: later })).post;
    expect(scheduled.state).toBe("scheduled");
    expect((await viewersPost(post.id)).status).toBe(404);
    const { response, post: draft } = await saved(scheduled, { published_at: null });
    expect(response.headers.get("Cineva-Changed-Tags")).toBe(`blog, post:${post.id}`);
    expect(draft.state).toBe("draft");
    expect(await lastAudit()).toMatchObject({ action: "post.unpublish", after: { published_at: null } });
    expect(await viewersList()).not.toContain(post.id);
  });

  it("is not the moderator's to write", async () => {
    const moderator = (await signedInStaff("moderator")).token;
    expect((await api.get(`/api/studio/blog/posts/${post.id}`, moderator)).status).toBe(403);
  });
});

describe("the blog's categories in the studio", () => {
  const categories = async () =>
    StudioBlogCategoriesSchema.parse(await (await api.get("/api/studio/blog/categories", editor)).json())
      .data;

  it("adds a category last, which readers see, and refuses a name another has, in any case", async () => {
    const created = await api.post(
      "/api/studio/blog/categories",
      { name_en: " Interviews ", name_vi: "Phỏng vấn" },
      editor,
    );
    expect(created.status).toBe(201);
    expect(created.headers.get("Cineva-Changed-Tags")).toBe("blog");
    const list = StudioBlogCategoriesSchema.parse(await created.json()).data;
    expect(list.map((category) => [category.name_en, category.posts])).toEqual([
      ["News", 0],
      ["Reviews", 1],
      ["Interviews", 0],
    ]);
    expect(await lastAudit()).toMatchObject({
      action: "blog_category.create",
      after: { name_en: "Interviews" },
    });
    const viewers = (await (await ctx.get("/api/blog/categories")).json()) as { data: { name_vi: string }[] };
    expect(viewers.data.map((category) => category.name_vi)).toContain("Phỏng vấn");

    const clash = await api.post(
      "/api/studio/blog/categories",
      { name_en: "Talks", name_vi: "PHỎNG VẤN" },
      editor,
    );
    expect(clash.status).toBe(422);
    expect((await bodyOf(clash)).errors).toEqual({ name_vi: ["Another category has this name."] });
    // Vietnamese letters in any case ("Đ" and "đ").
    const reviews = await api.post(
      "/api/studio/blog/categories",
      { name_en: "Critiques", name_vi: "đánh GIÁ" },
      editor,
    );
    expect((await bodyOf(reviews)).errors).toEqual({ name_vi: ["Another category has this name."] });
  });

  it("renames a category, refusing another's name, and changes nothing when the names are the same", async () => {
    const interviews = (await categories()).find((category) => category.name_en === "Interviews")!;
    const path = `/api/studio/blog/categories/${interviews.id}`;
    const clash = await api.put(path, { name_en: "news", name_vi: "Phỏng vấn" }, editor);
    expect((await bodyOf(clash)).errors).toEqual({ name_en: ["Another category has this name."] });
    const renamed = await api.put(path, { name_en: "Conversations", name_vi: "Phỏng vấn" }, editor);
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get("Cineva-Changed-Tags")).toBe("blog");
    expect(await lastAudit()).toMatchObject({
      action: "blog_category.rename",
      before: { name_en: "Interviews" },
      after: { name_en: "Conversations" },
    });
    const same = await api.put(path, { name_en: "Conversations", name_vi: "Phỏng vấn" }, editor);
    expect(same.headers.get("Cineva-Changed-Tags")).toBeNull();
    expect(
      (await api.put("/api/studio/blog/categories/999999", { name_en: "A", name_vi: "B" }, editor)).status,
    ).toBe(404);
  });
});
