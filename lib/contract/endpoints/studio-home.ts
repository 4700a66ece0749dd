/** The studio's home-page calls (issue #36), for the catalogue's roles. */
import {
  StudioBannerParamsSchema,
  StudioBannerUpdateSchema,
  StudioHomeBannerSchema,
  StudioHomeOrderSchema,
  StudioHomeSchema,
  StudioNewBannerSchema,
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

/** A new banner, last and hidden: home shows it once it has its image and is shown. */
export const studioCreateBanner = endpoint({
  method: "post",
  path: "/studio/home/banners",
  body: StudioNewBannerSchema,
  response: StudioHomeBannerSchema,
  status: 201,
});

export const studioDeleteBanner = endpoint({
  method: "delete",
  path: "/studio/home/banners/{id}",
  params: StudioBannerParamsSchema,
  response: StudioHomeSchema,
});
