/** The studio's artwork uploads (issue #36): one per picture a viewer sees, each with its role's permission. */
import { StudioBannerParamsSchema } from "../studio-home";
import { StudioPostParamsSchema } from "../studio-blog";
import { StudioEpisodeParamsSchema } from "../studio-episodes";
import {
  StudioArtworkFormSchema,
  StudioArtworkSchema,
  StudioTitleArtworkParamsSchema,
} from "../studio-artwork";
import { endpoint } from "../endpoint";

export const studioTitleArtwork = endpoint({
  method: "post",
  path: "/studio/titles/{kind}/{id}/artwork/{slot}",
  params: StudioTitleArtworkParamsSchema,
  form: StudioArtworkFormSchema,
  response: StudioArtworkSchema,
});

export const studioEpisodeStill = endpoint({
  method: "post",
  path: "/studio/series/{id}/episodes/{episode}/still",
  params: StudioEpisodeParamsSchema,
  form: StudioArtworkFormSchema,
  response: StudioArtworkSchema,
});

export const studioBannerImage = endpoint({
  method: "post",
  path: "/studio/home/banners/{id}/image",
  params: StudioBannerParamsSchema,
  form: StudioArtworkFormSchema,
  response: StudioArtworkSchema,
});

export const studioPostCover = endpoint({
  method: "post",
  path: "/studio/blog/posts/{id}/cover",
  params: StudioPostParamsSchema,
  form: StudioArtworkFormSchema,
  response: StudioArtworkSchema,
});
