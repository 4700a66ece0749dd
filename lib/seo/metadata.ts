import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { publicEnv } from "@/lib/config/public-env";

type PageKey =
  | "home"
  | "movies"
  | "series"
  | "category"
  | "search"
  | "cinema"
  | "blog"
  | "blogPost"
  | "blogCategory"
  | "reward"
  | "leaderboard"
  | "download"
  | "topUp"
  | "topUpResult"
  | "profileInfo"
  | "profileHistory"
  | "profileFavorites"
  | "profileDistributor"
  | "profileInvites"
  | "deleteAccount"
  | "recommended"
  | "movie"
  | "tvseries"
  | "tvepisode"
  | "terms"
  | "privacy"
  | "paymentPolicy"
  | "notFound"
  | "authRequired";

type Options = {
  /** Values for the title and description placeholders ({id}, {keyword}). */
  values?: Record<string, string | number>;
  /** Keep the page out of search results (per-viewer pages, search results, embeddable copies). */
  noindex?: boolean;
  /** Absolute URL of the social-card image (a poster or banner). */
  image?: string | null;
  /** Open Graph type of the page's object. */
  ogType?: "website" | "video.movie" | "video.tv_show" | "video.episode" | "article";
};

/** Title, description, canonical URL and social cards of a page, from messages' meta.{key}. */
export async function pageMetadata(
  key: PageKey,
  path: string,
  { values, noindex, image, ogType = "website" }: Options = {},
): Promise<Metadata> {
  const t = await getTranslations("meta");
  const title = t(`${key}.title`, values);
  const description = t(`${key}.description`, values);
  const url = `${publicEnv.NEXT_PUBLIC_SITE_URL}${path}`;
  return {
    title: key === "home" ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url,
      siteName: t("siteName"),
      type: ogType,
      images: image ? [{ url: image, alt: title }] : undefined,
    },
    twitter: { card: "summary_large_image", title, description, images: image ? [image] : undefined },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}
