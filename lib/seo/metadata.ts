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
};

/** Title, description, canonical URL and social cards of a page, from messages' meta.{key}. */
export async function pageMetadata(
  key: PageKey,
  path: string,
  { values, noindex }: Options = {},
): Promise<Metadata> {
  const t = await getTranslations("meta");
  const title = t(`${key}.title`, values);
  const description = t(`${key}.description`, values);
  const url = `${publicEnv.NEXT_PUBLIC_SITE_URL}${path}`;
  return {
    title: key === "home" ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url, siteName: t("siteName"), type: "website" },
    twitter: { card: "summary_large_image", title, description },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}
