import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { languageAlternates, localizedPath } from "@/lib/i18n/addresses";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { pageLocale } from "@/lib/i18n/page-locale";
import { siteUrl } from "./urls";

type PageKey =
  | "home"
  | "movies"
  | "series"
  | "category"
  | "search"
  | "searchHome"
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
  | "authRequired"
  | "verifyEmail"
  | "handoff";

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

/** Open Graph names languages with their territory. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_GB", vi: "vi_VN" };

/**
 * Title, description, canonical URL, language alternates and social cards of a page, from messages'
 * meta.{key}. `path` is the plain path (product §2.2); the page's canonical is its explicit address in the
 * language it is shown in ("/vi/movies"), which names its sibling and the plain path (x-default) by
 * hreflang (docs/languages.md). The same HTML answers the plain path, whose language was negotiated.
 */
export async function pageMetadata(
  key: PageKey,
  path: string,
  { values, noindex, image, ogType = "website" }: Options = {},
): Promise<Metadata> {
  const t = await getTranslations("meta");
  const locale = await pageLocale();
  const title = t(`${key}.title`, values);
  // A title or post with no description in either language gets a sentence naming it: formatting
  // "{description}" with nothing in it fails, and the message's key would be the description.
  const description =
    values?.description === ""
      ? t("noDescription", { name: String(values.title ?? values.id ?? "") })
      : t(`${key}.description`, values);
  const canonical = localizedPath(locale, path);
  return {
    title: key === "home" ? { absolute: title } : title,
    description,
    alternates: { canonical, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url: siteUrl(canonical),
      siteName: t("siteName"),
      type: ogType,
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALES[other]),
      images: image ? [{ url: image, alt: title }] : undefined,
    },
    twitter: { card: "summary_large_image", title, description, images: image ? [image] : undefined },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}
