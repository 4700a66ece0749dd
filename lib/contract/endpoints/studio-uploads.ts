/**
 * The studio's uploads (issue #37): the files of a title and each one's state. The bytes themselves go
 * by the tus protocol to /api/studio/uploads (POST to begin, PATCH to send, HEAD to ask how far),
 * which no JSON client calls: tus-js-client does, through the site's own address (app/api/studio/uploads).
 */
import { z } from "zod";
import { endpoint } from "../endpoint";
import { StudioUploadSchema, StudioUploadsParamsSchema, StudioUploadsSchema } from "../studio-uploads";

export const studioTitleUploads = endpoint({
  method: "get",
  path: "/studio/titles/{kind}/{id}/uploads",
  params: StudioUploadsParamsSchema,
  response: StudioUploadsSchema,
});

export const studioUpload = endpoint({
  method: "get",
  path: "/studio/uploads/{id}",
  params: z.object({ id: z.string() }),
  response: StudioUploadSchema,
});
