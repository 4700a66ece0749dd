import type { StudioPost } from "@/lib/contract/studio-blog";
import { categoryOptions, onReviewsField, postBody, postValues, typedPostValues } from "./post-editor";

const POST: StudioPost = {
  id: 7,
  category_id: 2,
  title_en: "Behind Harbour Lights",
  title_vi: "Hậu trường Đèn cảng",
  excerpt_en: "How it was lit.",
  excerpt_vi: "Được thắp sáng thế nào.",
  body_en: "## Set",
  body_vi: "## Bối cảnh",
  cover: null,
  featured: true,
  reviews: { kind: "movie", id: 18, title_en: "Harbour Lights", title_vi: "Đèn cảng" },
  published_at: "2026-11-20T03:00:00.000Z",
  updated_at: "2026-11-21T03:00:00.000Z",
  state: "published",
  paths: { en: "/en/blog/7/behind-harbour-lights", vi: "/vi/blog/7/behind-harbour-lights" },
};
const NOW = new Date("2026-11-27T10:00:00.000Z");

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
};

describe("the post editor's values", () => {
  it("shows a post's fields as text, its publication in Vietnam's time", () => {
    expect(postValues(POST)).toMatchObject({
      category_id: "2",
      featured: "on",
      reviews_kind: "movie",
      reviews_id: "18",
      visibility: "public",
      published_at: "2026-11-20T10:00",
    });
    expect(postValues({ ...POST, featured: false, reviews: null, published_at: null })).toMatchObject({
      featured: "",
      reviews_kind: "",
      reviews_id: "",
      visibility: "draft",
      published_at: "",
    });
  });

  it("sends back what was opened unchanged, keeping the publication to the second", () => {
    const body = postBody(typedPostValues(formOf(postValues(POST))), POST, NOW);
    expect(body).toEqual({
      category_id: "2",
      title_en: POST.title_en,
      title_vi: POST.title_vi,
      excerpt_en: POST.excerpt_en,
      excerpt_vi: POST.excerpt_vi,
      body_en: POST.body_en,
      body_vi: POST.body_vi,
      featured: true,
      reviews: { kind: "movie", id: "18" },
      published_at: POST.published_at,
    });
  });

  it("reads an unchecked box as not featured, no kind as no review, and draft as unpublished", () => {
    const typed = typedPostValues(
      formOf({ ...postValues(POST), reviews_kind: "", reviews_id: "18", visibility: "draft" }),
    );
    typed.featured = "";
    expect(postBody(typed, POST, NOW)).toMatchObject({ featured: false, reviews: null, published_at: null });
    const unchecked = new FormData();
    expect(typedPostValues(unchecked).featured).toBe("");
  });

  it("publishes now when public with no time", () => {
    const typed = { ...postValues({ ...POST, published_at: null }), visibility: "public" };
    expect(postBody(typed, POST, NOW).published_at).toBe(NOW.toISOString());
  });

  it("shows a refusal of the reviewed title's parts on its field", () => {
    expect(onReviewsField({ "reviews.id": "A number", body_vi: "Too long" })).toEqual({
      reviews: "A number",
      body_vi: "Too long",
    });
  });

  it("names categories in the page's language", () => {
    const categories = { data: [{ id: 1, name_en: "News", name_vi: "Tin tức", posts: 3 }] };
    expect(categoryOptions(categories, "vi")).toEqual([{ id: 1, name: "Tin tức" }]);
    expect(categoryOptions(categories, "en")).toEqual([{ id: 1, name: "News" }]);
  });
});
