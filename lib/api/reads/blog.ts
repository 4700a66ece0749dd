import * as blog from "@/lib/contract/endpoints/blog";
import { TAGS } from "@/lib/catalogue/tags";
import { cachedRead } from "../cached-read";
import { CATALOGUE_REVALIDATE_SECONDS } from "./catalogue";

/** Blog reads for server components, under the blog tags (lib/catalogue/tags), as old as the catalogue's. */
const taggedWith = (...tags: string[]) => ({ tags, revalidate: CATALOGUE_REVALIDATE_SECONDS });

export const BLOG_PER_PAGE = 12;

export const getBlogCategories = async () =>
  (await cachedRead(blog.categories, {}, taggedWith(TAGS.blog))).data;

/** A page of posts, featured ones first (the blog's front page). */
export const getPosts = (page: number) =>
  cachedRead(
    blog.posts,
    { query: { page, per_page: BLOG_PER_PAGE, featured_first: "1" } },
    taggedWith(TAGS.blog),
  );

export const getPost = (id: number) =>
  cachedRead(blog.post, { params: { id } }, taggedWith(TAGS.blog, TAGS.post(id)));

export const getBlogCategory = (id: number, page: number) =>
  cachedRead(
    blog.category,
    { params: { id }, query: { page, per_page: BLOG_PER_PAGE } },
    taggedWith(TAGS.blog),
  );
