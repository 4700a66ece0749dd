/** The studio's home-page calls (issue #36), for the catalogue's roles. */
import {
  StudioBannerParamsSchema,
  StudioBannerUpdateSchema,
  StudioHomeBannerSchema,
  StudioHomeOrderSchema,
  StudioHomeSchema,
} from "../studio-home";
import { endpoint } from "../endpoint";

export const studioHome = endpoint({ method: "get", path: "/studio/home", response: StudioHomeSchema });

export const studioOrderSections = endpoint({
  method: "put",
  path: "/studio/home/sections",
  body: StudioHomeOrderSchema,
  response: StudioHomeSchema,
});

export const studioOrderBanners = endpoint({
  method: "put",
  path: "/studio/home/banners",
  body: StudioHomeOrderSchema,
  response: StudioHomeSchema,
});

export const studioSaveBanner = endpoint({
  method: "put",
  path: "/studio/home/banners/{id}",
  params: StudioBannerParamsSchema,
  body: StudioBannerUpdateSchema,
  response: StudioHomeBannerSchema,
});
