/** The studio's legal documents (issue #36), for the roles with the content permission. */
import { MessageResponseSchema } from "../common";
import { endpoint } from "../endpoint";
import {
  StudioLegalDocumentSchema,
  StudioLegalListSchema,
  StudioLegalParamsSchema,
  StudioLegalVersionParamsSchema,
  StudioNewLegalVersionSchema,
} from "../studio-legal";

export const studioLegalList = endpoint({
  method: "get",
  path: "/studio/legal",
  response: StudioLegalListSchema,
});

export const studioLegalDocument = endpoint({
  method: "get",
  path: "/studio/legal/{slug}",
  params: StudioLegalParamsSchema,
  response: StudioLegalDocumentSchema,
});

/** A new version, from today or a later day. */
export const studioAddLegalVersion = endpoint({
  method: "post",
  path: "/studio/legal/{slug}/versions",
  params: StudioLegalParamsSchema,
  body: StudioNewLegalVersionSchema,
  response: StudioLegalDocumentSchema,
  status: 201,
});

/** Withdraws a version not yet in effect (409 for one in effect). */
export const studioWithdrawLegalVersion = endpoint({
  method: "delete",
  path: "/studio/legal/{slug}/versions/{id}",
  params: StudioLegalVersionParamsSchema,
  response: MessageResponseSchema,
});
