/** The studio's catalogue calls (issue #36), for the roles with the catalogue permission. */
import {
  StudioKindParamsSchema,
  StudioNewTitleSchema,
  StudioTitlePageSchema,
  StudioTitleParamsSchema,
  StudioTitleSchema,
  StudioTitlesQuerySchema,
  StudioTitleUpdateSchema,
} from "../studio-catalogue";
import { endpoint } from "../endpoint";

export const studioTitles = endpoint({
  method: "get",
  path: "/studio/titles",
  query: StudioTitlesQuerySchema,
  response: StudioTitlePageSchema,
});

export const studioTitle = endpoint({
  method: "get",
  path: "/studio/titles/{kind}/{id}",
  params: StudioTitleParamsSchema,
  response: StudioTitleSchema,
});

/** A new film or series: a draft, until the editor publishes it. */
export const studioCreateTitle = endpoint({
  method: "post",
  path: "/studio/titles/{kind}",
  params: StudioKindParamsSchema,
  body: StudioNewTitleSchema,
  response: StudioTitleSchema,
  status: 201,
});

export const studioSaveTitle = endpoint({
  method: "put",
  path: "/studio/titles/{kind}/{id}",
  params: StudioTitleParamsSchema,
  body: StudioTitleUpdateSchema,
  response: StudioTitleSchema,
});
