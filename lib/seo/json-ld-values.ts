/**
 * The values every schema.org builder shares (lib/seo/json-ld.ts says the two rules they keep).
 */
import type { TitleCard } from "@/lib/contract/catalogue";

export type Thing = Record<string, unknown>;

/** Removes undefined, null, "", [] and {} at every depth (JSON would keep all but undefined). */
export function clean<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item: unknown) => clean(item)).filter((item) => !isEmpty(item)) as T;
  }
  if (value !== null && typeof value === "object") {
    const out: Thing = {};
    for (const [key, item] of Object.entries(value as Thing)) {
      const cleaned = clean(item);
      if (!isEmpty(cleaned)) out[key] = cleaned;
    }
    return out as T;
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0)
  );
}

/** An absolute http(s) URL, or undefined (a relative path is useless to a search engine). */
export function absolute(url: string | null | undefined): string | undefined {
  if (typeof url !== "string") return undefined;
  const value = url.trim();
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:" ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ISO 8601 date and time with its zone ("2024-05-01T00:00:00.000Z"), as Google asks for uploadDate,
 * datePublished and dateModified ("We recommend that you provide timezone information"). The backend
 * writes UTC instants; anything that does not parse is left out.
 */
export function isoDateTime(value: string | null | undefined): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** ISO 8601 duration: 5400 s → "PT1H30M", 16 s → "PT16S". */
export function isoDuration(seconds: number | null | undefined): string | undefined {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

/** The distinct absolute URLs among these, in order. */
export function urls(...candidates: (string | null | undefined)[]): string[] {
  return [...new Set(candidates.map(absolute).filter((u): u is string => u !== undefined))];
}

/**
 * AggregateRating (Google: review snippet) — required ratingValue and ratingCount (or reviewCount);
 * bestRating/worstRating say our scale (1–5; Google assumes 5 and 1). Only when someone rated:
 * a rating with a count of 0 is invalid.
 */
export function rating(card: TitleCard): Thing | undefined {
  if (card.rating.average === null || card.rating.count <= 0) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: card.rating.average,
    ratingCount: card.rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}
