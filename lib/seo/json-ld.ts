import type { BlogPost } from "@/lib/contract/blog";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { absolute, clean, isoDateTime, urls, type Thing } from "./json-ld-values";

/**
 * schema.org objects for search engines, written against Google Search Central's structured-data
 * documentation (issue #12, item 6): every builder says which properties Google requires and
 * recommends, and emits them where our data has them. Two rules hold for all of them:
 * - nothing invalid: `clean` drops undefined, null, empty strings and empty lists, so a missing
 *   value is left out rather than written as "" (Google reads "" as an invalid value);
 * - every URL absolute: `absolute` keeps only http(s) URLs, so a relative path never leaks out.
 * Texts are in the page's language; URLs are the explicit-language addresses ("/vi/…").
 */
export { absolute, clean, isoDateTime, isoDuration } from "./json-ld-values";
export * from "./json-ld-titles";

export function itemListJsonLd(name: string, itemUrls: string[]): Thing | null {
  const unique = urls(...itemUrls);
  if (unique.length < 2) return null;
  return clean({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: unique.length,
    itemListElement: unique.map((url, index) => ({ "@type": "ListItem", position: index + 1, url })),
  });
}

/** Google shows headlines of any length but truncates long ones; we keep them to 110 characters. */
export const HEADLINE_MAX = 110;

function headline(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= HEADLINE_MAX) return trimmed;
  const cut = trimmed.slice(0, HEADLINE_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > HEADLINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface Publisher {
  name: string;
  /** The site's home in the page's language (absolute). */
  url: string;
}

export interface ArticleContext {
  locale: Locale;
  url: string;
  image: string | null;
  headline: string;
  description: string;
  section: string;
  publisher: Publisher;
  /** The film or series a review is about: its name in the page's language and its page. */
  about?: { kind: TitleKind; name: string; url: string } | null;
}

/**
 * Article (Google: Article structured data). Google requires nothing and recommends author
 * (author.name, author.url), datePublished and dateModified (ISO 8601 with time zone), headline
 * ("a concise title, as long titles may be truncated"; Google dropped its 110-character limit, we
 * keep it as our own ceiling) and image (absolute, crawlable). Posts name no writer, so the author
 * is the site itself, an Organization with its url; the publisher likewise.
 */
export function articleJsonLd(post: BlogPost, ctx: ArticleContext): Thing {
  const organization = {
    "@type": "Organization",
    name: ctx.publisher.name,
    url: absolute(ctx.publisher.url),
  };
  return clean({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: headline(ctx.headline),
    description: ctx.description,
    url: absolute(ctx.url),
    mainEntityOfPage: absolute(ctx.url),
    image: urls(ctx.image),
    datePublished: isoDateTime(post.published_at),
    dateModified: isoDateTime(post.updated_at) ?? isoDateTime(post.published_at),
    articleSection: ctx.section,
    inLanguage: ctx.locale,
    author: organization,
    publisher: organization,
    about: ctx.about
      ? {
          "@type": ctx.about.kind === "movie" ? "Movie" : "TVSeries",
          name: ctx.about.name,
          url: absolute(ctx.about.url),
        }
      : undefined,
  });
}

/**
 * BreadcrumbList (Google: Breadcrumb). Required: itemListElement of ListItem with position (from 1),
 * name and item (the URL; optional only for the last crumb — we give it anyway). Names in the page's
 * language, URLs the explicit-language addresses.
 */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): Thing {
  return clean({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absolute(item.url),
    })),
  });
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so a title containing "</script>"
 * cannot close the element and inject markup.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
