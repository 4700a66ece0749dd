import { createRoute } from "@hono/zod-openapi";
import {
  BlogCategoryListSchema,
  BlogCategoryPageSchema,
  BlogCategoryQuerySchema,
  BlogPostPageSchema,
  BlogPostSchema,
  BlogPostsQuerySchema,
} from "@/lib/contract/blog";
import { IdParamSchema } from "@/lib/contract/ids";
import { found, idOr404, notFoundError } from "../../http/not-found";
import { createRouter } from "../../http/router";
import { listCategories, listPosts, postDetail } from "./blog";
import { pageRequest } from "../../shared/paging";
import { error, invalidQuery, json } from "../../http/openapi";
import { publicCache } from "../../http/cache-control";

const PER_PAGE = 12;
const yes = (flag: string | undefined) => flag === "1" || flag === "true";

export function blogRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/blog/posts",
      tags: ["blog"],
      summary: "Blog posts, newest first (optionally featured first, one category, or featured only)",
      request: { query: BlogPostsQuerySchema },
      responses: { 200: json(BlogPostPageSchema, "A page of posts"), ...invalidQuery },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const query = c.req.valid("query");
      const page = await listPosts(
        db,
        {
          categoryId: query.category,
          featuredFirst: yes(query.featured_first),
          featuredOnly: yes(query.featured),
        },
        pageRequest(query, PER_PAGE),
        now(),
      );
      publicCache(c);
      return c.json(page, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/blog/posts/{id}",
      tags: ["blog"],
      summary: "A blog post: paragraphs in both languages, reading minutes and related posts",
      request: { params: IdParamSchema },
      responses: { 200: json(BlogPostSchema, "The post"), 404: error("No such post") },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const post = found(c, await postDetail(db, idOr404(c, c.req.valid("param").id), now()));
      publicCache(c);
      return c.json(post, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/blog/categories",
      tags: ["blog"],
      summary: "Blog categories with their number of posts",
      responses: { 200: json(BlogCategoryListSchema, "The categories") },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      publicCache(c);
      return c.json({ data: await listCategories(db, now()) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/blog/categories/{id}",
      tags: ["blog"],
      summary: "A blog category and a page of its posts",
      request: { params: IdParamSchema, query: BlogCategoryQuerySchema },
      responses: {
        200: json(BlogCategoryPageSchema, "The category and its posts"),
        404: error("No such category"),
        ...invalidQuery,
      },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const id = idOr404(c, c.req.valid("param").id);
      const category = (await listCategories(db, now())).find((item) => item.id === id);
      if (!category) throw notFoundError(c);
      const page = await listPosts(
        db,
        { categoryId: id },
        pageRequest(c.req.valid("query"), PER_PAGE),
        now(),
      );
      publicCache(c);
      return c.json({ category, ...page }, 200);
    },
  );

  return router;
}
