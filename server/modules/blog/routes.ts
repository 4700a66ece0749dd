import * as blog from "@/lib/contract/endpoints/blog";
import { createRoute } from "@hono/zod-openapi";
import { found, idOr404, notFoundError } from "../../http/not-found";
import { createRouter } from "../../http/router";
import { listCategories, listPosts, postDetail } from "./blog";
import { pageRequest } from "../../shared/paging";
import { error, invalidQuery, route } from "../../http/openapi";
import { publicCache } from "../../http/cache-control";

const PER_PAGE = 12;
const yes = (flag: string | undefined) => flag === "1" || flag === "true";

export function blogRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute(
      route(blog.posts, {
        tags: ["blog"],
        summary: "Blog posts, newest first (optionally featured first, one category, or featured only)",
        responses: { ...invalidQuery },
        answer: "A page of posts",
      }),
    ),
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
    createRoute(
      route(blog.post, {
        tags: ["blog"],
        summary: "A blog post: paragraphs in both languages, reading minutes and related posts",
        responses: { 404: error("No such post") },
        answer: "The post",
      }),
    ),
    async (c) => {
      const { db, now } = c.var.deps;
      const post = found(c, await postDetail(db, idOr404(c, c.req.valid("param").id), now()));
      publicCache(c);
      return c.json(post, 200);
    },
  );

  router.openapi(
    createRoute(
      route(blog.categories, {
        tags: ["blog"],
        summary: "Blog categories with their number of posts",
        answer: "The categories",
      }),
    ),
    async (c) => {
      const { db, now } = c.var.deps;
      publicCache(c);
      return c.json({ data: await listCategories(db, now()) }, 200);
    },
  );

  router.openapi(
    createRoute(
      route(blog.category, {
        tags: ["blog"],
        summary: "A blog category and a page of its posts",
        responses: {
          404: error("No such category"),
          ...invalidQuery,
        },
        answer: "The category and its posts",
      }),
    ),
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
