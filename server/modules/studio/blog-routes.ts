/**
 * The studio's blog calls (issue #36), for the roles with the content permission. A change to a post
 * revalidates the blog's lists (and with them search and the sitemap) and the post's own pages.
 */
import * as endpoints from "@/lib/contract/endpoints/studio-blog";
import { TAGS } from "@/lib/catalogue/tags";
import { tagChanged } from "../../http/cache-control";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { pageMeta, pageRequest } from "../../shared/paging";
import { currentActor, studioRoute } from "./access";
import { createPost, postForEditing, postList, savePost, type PostResult } from "./blog";
import { categoryChoices, createCategory, renameCategory, type CategoryResult } from "./blog-categories";

const TAGS_OF_STUDIO = ["studio"];
const CONTENT = { kind: "permission", permission: "content" } as const;

const listRoute = studioRoute(
  CONTENT,
  route(endpoints.studioPosts, {
    tags: TAGS_OF_STUDIO,
    summary: "Blog posts, drafts and scheduled ones too, found by title or id, the latest change first",
    responses: { 422: error("Invalid query") },
    answer: "A page of posts",
  }),
);

const categoriesRoute = studioRoute(
  CONTENT,
  route(endpoints.studioBlogCategories, {
    tags: TAGS_OF_STUDIO,
    summary: "The blog's categories, in its order",
    answer: "The categories",
  }),
);

const createCategoryRoute = studioRoute(
  CONTENT,
  route(endpoints.studioCreateCategory, {
    tags: TAGS_OF_STUDIO,
    summary: "A new blog category, last in the blog's order",
    responses: { 422: error("Invalid names, or a name another category has") },
    answer: "The categories",
  }),
);

const renameCategoryRoute = studioRoute(
  CONTENT,
  route(endpoints.studioRenameCategory, {
    tags: TAGS_OF_STUDIO,
    summary: "A blog category's names; the blog's pages change on their next visit",
    responses: {
      404: error("No such category"),
      422: error("Invalid names, or a name another category has"),
    },
    answer: "The categories",
  }),
);

const createRoute = studioRoute(
  CONTENT,
  route(endpoints.studioCreatePost, {
    tags: TAGS_OF_STUDIO,
    summary: "A new post, as a draft only the studio sees",
    responses: { 422: error("Invalid fields, or no such category") },
    answer: "The draft, to write and publish",
  }),
);

const postRoute = studioRoute(
  CONTENT,
  route(endpoints.studioPost, {
    tags: TAGS_OF_STUDIO,
    summary: "One post as its editor opens it",
    responses: { 404: error("No such post"), 422: error("Invalid id") },
    answer: "The post's fields and its pages' addresses",
  }),
);

const saveRoute = studioRoute(
  CONTENT,
  route(endpoints.studioSavePost, {
    tags: TAGS_OF_STUDIO,
    summary: "Save a post; the blog's pages change on their next visit",
    responses: {
      404: error("No such post"),
      409: error("Someone saved the post after it was opened"),
      422: error("Invalid fields, or no such category or reviewed title"),
    },
    answer: "The post as saved",
  }),
);

type Ctx = Parameters<Parameters<ReturnType<typeof createRouter>["openapi"]>[1]>[0];

/** The post, or the refusal. */
function answered(c: Ctx, result: PostResult) {
  if (result.outcome === "missing") throw new HttpError(404, message(c, "notFound"));
  if (result.outcome === "stale") throw new HttpError(409, message(c, "studio.postSavedMeanwhile"));
  if (result.outcome === "unknown")
    throw new HttpError(422, message(c, "invalid"), {
      [result.field]: [
        message(c, result.field === "reviews" ? "studio.reviewedUnknown" : "studio.unknownChoice"),
      ],
    });
  return result;
}

/** The categories after a change, or its refusal: revalidates the blog when one was made. */
async function categoriesAfter(c: Ctx, result: CategoryResult) {
  if (result === "missing") throw new HttpError(404, message(c, "notFound"));
  if (typeof result === "object")
    throw new HttpError(422, message(c, "invalid"), {
      [result.taken]: [message(c, "studio.categoryNameTaken")],
    });
  if (result === "saved") tagChanged(c, TAGS.blog);
  return categoryChoices(c.var.deps.db);
}

export function studioBlogRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const { page, perPage } = pageRequest(query, 50);
    const { data, total } = await postList(
      c.var.deps.db,
      { q: query.q, state: query.state, category: query.category, page, perPage },
      c.var.deps.now(),
    );
    return c.json({ data, meta: pageMeta(page, perPage, total) }, 200);
  });

  router.openapi(categoriesRoute, async (c) => c.json(await categoryChoices(c.var.deps.db), 200));

  router.openapi(createCategoryRoute, async (c) => {
    const { db, now } = c.var.deps;
    const result = await createCategory(db, currentActor(c), c.req.valid("json"), now());
    return c.json(await categoriesAfter(c, result), 201);
  });

  router.openapi(renameCategoryRoute, async (c) => {
    const { db, now } = c.var.deps;
    const result = await renameCategory(
      db,
      currentActor(c),
      c.req.valid("param").id,
      c.req.valid("json"),
      now(),
    );
    return c.json(await categoriesAfter(c, result), 200);
  });

  router.openapi(createRoute, async (c) => {
    const { db, now } = c.var.deps;
    // A draft: no viewer's page shows it, so nothing is revalidated.
    return c.json(answered(c, await createPost(db, currentActor(c), c.req.valid("json"), now())).post, 201);
  });

  router.openapi(postRoute, async (c) => {
    const post = await postForEditing(c.var.deps.db, c.req.valid("param").id, c.var.deps.now());
    if (!post) throw new HttpError(404, message(c, "notFound"));
    return c.json(post, 200);
  });

  router.openapi(saveRoute, async (c) => {
    const { db, now } = c.var.deps;
    const result = answered(
      c,
      await savePost(db, currentActor(c), c.req.valid("param").id, c.req.valid("json"), now()),
    );
    // Published, scheduled or taken down: the blog's lists, search, the sitemap and the post's pages.
    if (result.changed.length > 0) {
      tagChanged(c, TAGS.blog);
      tagChanged(c, TAGS.post(result.post.id));
    }
    return c.json(result.post, 200);
  });
}
