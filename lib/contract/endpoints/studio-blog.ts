/** The studio's blog calls (issue #36), for the roles with the content permission. */
import {
  StudioBlogCategoriesSchema,
  StudioCategoryBodySchema,
  StudioCategoryParamsSchema,
  StudioNewPostSchema,
  StudioPostPageSchema,
  StudioPostParamsSchema,
  StudioPostSchema,
  StudioPostsQuerySchema,
  StudioPostUpdateSchema,
} from "../studio-blog";
import { endpoint } from "../endpoint";

export const studioPosts = endpoint({
  method: "get",
  path: "/studio/blog/posts",
  query: StudioPostsQuerySchema,
  response: StudioPostPageSchema,
});

/** A new post: a draft, until the editor publishes it. */
export const studioCreatePost = endpoint({
  method: "post",
  path: "/studio/blog/posts",
  body: StudioNewPostSchema,
  response: StudioPostSchema,
  status: 201,
});

export const studioPost = endpoint({
  method: "get",
  path: "/studio/blog/posts/{id}",
  params: StudioPostParamsSchema,
  response: StudioPostSchema,
});

export const studioSavePost = endpoint({
  method: "put",
  path: "/studio/blog/posts/{id}",
  params: StudioPostParamsSchema,
  body: StudioPostUpdateSchema,
  response: StudioPostSchema,
});

export const studioBlogCategories = endpoint({
  method: "get",
  path: "/studio/blog/categories",
  response: StudioBlogCategoriesSchema,
});

/** A new category, last in the blog's order. */
export const studioCreateCategory = endpoint({
  method: "post",
  path: "/studio/blog/categories",
  body: StudioCategoryBodySchema,
  response: StudioBlogCategoriesSchema,
  status: 201,
});

export const studioRenameCategory = endpoint({
  method: "put",
  path: "/studio/blog/categories/{id}",
  params: StudioCategoryParamsSchema,
  body: StudioCategoryBodySchema,
  response: StudioBlogCategoriesSchema,
});
