import { cache } from "react";
import { serverApi } from "@/lib/api/server";
import { cachedRead } from "@/lib/api/cached-read";
import {
  BlogCategoryListSchema,
  BlogCategoryPageSchema,
  BlogPostPageSchema,
  BlogPostSchema,
} from "@/lib/contract/blog";
import { CATALOGUE_REVALIDATE_SECONDS } from "@/lib/catalogue/server";
import { TAGS } from "@/lib/catalogue/tags";

/** Blog reads for server components, cached under the blog tags (lib/catalogue/tags). */
function tagged<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return cachedRead(["blog", ...key], { tags, revalidate: CATALOGUE_REVALIDATE_SECONDS }, read);
}

export const BLOG_PER_PAGE = 12;

export const getBlogCategories = cache(() =>
  tagged(
    ["categories"],
    [TAGS.blog],
    async () => (await serverApi().get("/blog/categories", BlogCategoryListSchema)).data,
  ),
);

/** A page of posts, featured ones first (the blog's front page). */
export const getPosts = cache((page: number) =>
  tagged(["posts", String(page)], [TAGS.blog], () =>
    serverApi().get("/blog/posts", BlogPostPageSchema, {
      searchParams: { page, per_page: BLOG_PER_PAGE, featured_first: 1 },
    }),
  ),
);

export const getPost = cache((id: number) =>
  tagged(["post", String(id)], [TAGS.blog, TAGS.post(id)], () =>
    serverApi().get(`/blog/posts/${id}`, BlogPostSchema),
  ),
);

export const getBlogCategory = cache((id: number, page: number) =>
  tagged(["category", String(id), String(page)], [TAGS.blog], () =>
    serverApi().get(`/blog/categories/${id}`, BlogCategoryPageSchema, {
      searchParams: { page, per_page: BLOG_PER_PAGE },
    }),
  ),
);
