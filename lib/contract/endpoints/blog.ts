/** The blog (lib/contract/blog.ts): posts, a post, categories, a category's posts. */
import {
  BlogCategoryListSchema,
  BlogCategoryPageSchema,
  BlogCategoryQuerySchema,
  BlogPostPageSchema,
  BlogPostSchema,
  BlogPostsQuerySchema,
} from "../blog";
import { endpoint } from "../endpoint";
import { IdParamSchema } from "../ids";

export const posts = endpoint({
  method: "get",
  path: "/blog/posts",
  query: BlogPostsQuerySchema,
  response: BlogPostPageSchema,
});

export const post = endpoint({
  method: "get",
  path: "/blog/posts/{id}",
  params: IdParamSchema,
  response: BlogPostSchema,
});

export const categories = endpoint({
  method: "get",
  path: "/blog/categories",
  response: BlogCategoryListSchema,
});

export const category = endpoint({
  method: "get",
  path: "/blog/categories/{id}",
  params: IdParamSchema,
  query: BlogCategoryQuerySchema,
  response: BlogCategoryPageSchema,
});
