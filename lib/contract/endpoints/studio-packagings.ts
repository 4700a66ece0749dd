/** Packaging a title's media from its uploads, and publishing it (issue #37). */
import { endpoint } from "../endpoint";
import { StudioTitleParamsSchema } from "../studio-catalogue";
import {
  StudioCorrectSegmentsSchema,
  StudioPackageRequestSchema,
  StudioPackagingParamsSchema,
  StudioPackagingSchema,
  StudioPackagingsSchema,
} from "../studio-packagings";

export const studioPackage = endpoint({
  method: "post",
  path: "/studio/titles/{kind}/{id}/packagings",
  params: StudioTitleParamsSchema,
  body: StudioPackageRequestSchema,
  response: StudioPackagingSchema,
  status: 201,
});

export const studioPackagings = endpoint({
  method: "get",
  path: "/studio/titles/{kind}/{id}/packagings",
  params: StudioTitleParamsSchema,
  response: StudioPackagingsSchema,
});

export const studioCancelPackaging = endpoint({
  method: "post",
  path: "/studio/packagings/{id}/cancel",
  params: StudioPackagingParamsSchema,
  response: StudioPackagingSchema,
});

export const studioPublishPackaging = endpoint({
  method: "post",
  path: "/studio/packagings/{id}/publish",
  params: StudioPackagingParamsSchema,
  response: StudioPackagingSchema,
});

export const studioCorrectSegments = endpoint({
  method: "put",
  path: "/studio/packagings/{id}/segments",
  params: StudioPackagingParamsSchema,
  body: StudioCorrectSegmentsSchema,
  response: StudioPackagingSchema,
});
