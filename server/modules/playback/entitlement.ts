/**
 * What a viewer may play (issue #38): the published film or episode with its media, and whether its
 * title's access lets this viewer in — a free title anyone, a Premium one a Premium member, one for
 * rent whoever holds a rental of it not over — and up to which rendition.
 */
import { and, eq } from "drizzle-orm";
import type { TitleAccess } from "@/lib/billing/rules";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { PlaybackRefusal } from "@/lib/contract/playback";
import type { Executor } from "../../db/client";
import { episodes, movies, seasons, tvSeries } from "../../db/schema";
import { benefitsAt, currentRental, isPremium, subscriptionOf } from "../billing";
import { published } from "../catalogue";

export type PlayRequest = { kind: TitleKind; id: number; episodeId?: number };

export type Playable = {
  kind: TitleKind;
  id: number;
  episodeId: number | null;
  /** The master playlist's path in the media store. */
  media: string;
  access: TitleAccess;
  rentPrice: number | null;
  title: { en: string; vi: string };
};

/**
 * A master playlist in a folder of its own ("clips/aurora/master.m3u8", "packaged/movie-7/12/…"): a
 * session may fetch its whole folder, so one nearer the store's root would open other titles' files.
 */
const inOwnFolder = (media: string) => media.split("/").length >= 3;

/** The published film, or the published series' episode, that has media; null when there is none. */
export async function playableOf(db: Executor, request: PlayRequest, now: Date): Promise<Playable | null> {
  if (request.kind === "movie") {
    if (request.episodeId !== undefined) return null;
    const [row] = await db
      .select({
        media: movies.media,
        access: movies.access,
        rentPrice: movies.rentPrice,
        en: movies.titleEn,
        vi: movies.titleVi,
      })
      .from(movies)
      .where(and(eq(movies.id, request.id), published(movies, now)));
    return row?.media && inOwnFolder(row.media)
      ? playable(request, null, { ...row, media: row.media })
      : null;
  }
  if (request.episodeId === undefined) return null;
  const [row] = await db
    .select({
      media: episodes.media,
      access: tvSeries.access,
      rentPrice: tvSeries.rentPrice,
      en: tvSeries.titleEn,
      vi: tvSeries.titleVi,
    })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(tvSeries, eq(tvSeries.id, seasons.seriesId))
    .where(and(eq(episodes.id, request.episodeId), eq(tvSeries.id, request.id), published(tvSeries, now)));
  return row?.media && inOwnFolder(row.media)
    ? playable(request, request.episodeId, { ...row, media: row.media })
    : null;
}

function playable(
  request: PlayRequest,
  episodeId: number | null,
  row: { media: string; access: TitleAccess; rentPrice: number | null; en: string; vi: string },
): Playable {
  return {
    kind: request.kind,
    id: request.id,
    episodeId,
    media: row.media,
    access: row.access,
    rentPrice: row.rentPrice,
    title: { en: row.en, vi: row.vi },
  };
}

export type Entitlement =
  | {
      ok: true;
      maxLines: number;
      screens: number;
      rental: boolean;
      /** When what it rests on ends (the Premium paid for); null: it does not end. */
      until: Date | null;
    }
  | { ok: false; reason: "sign_in" | PlaybackRefusal };

/**
 * Whether `userId` (null: a visitor) may play `title` at `now`, up to which rendition and on how many
 * screens at once. A rental plays in the Premium picture: it was paid for. Screens are the tier's.
 */
export async function entitlementOf(
  db: Executor,
  userId: number | null,
  title: Playable,
  now: Date,
): Promise<Entitlement> {
  const { benefits, tier, premiumUntil } = await tierOf(db, userId, now);
  // A Premium member's session rests on Premium (its picture, its screens): it ends with it.
  const grant = (maxLines: number, rental = false): Entitlement => ({
    ok: true,
    maxLines,
    screens: tier.screens,
    rental,
    until: premiumUntil,
  });
  switch (title.access) {
    case "free":
      return grant(tier.maxHeight);
    case "premium":
      if (userId === null) return { ok: false, reason: "sign_in" };
      return premiumUntil ? grant(tier.maxHeight) : { ok: false, reason: "premium" };
    case "rent": {
      if (userId === null) return { ok: false, reason: "sign_in" };
      const rental = await currentRental(db, userId, title.kind, title.id, now);
      return rental ? grant(benefits.premium.maxHeight, true) : { ok: false, reason: "rent" };
    }
  }
}

/**
 * The tier `userId` (null: a visitor) is in at `now`, the benefits of both tiers then, and when the
 * Premium they have ends (null: they have none).
 */
async function tierOf(db: Executor, userId: number | null, now: Date) {
  const benefits = await benefitsAt(db, now);
  const subscription = userId === null ? null : await subscriptionOf(db, userId);
  const premium = isPremium(subscription, now);
  return {
    benefits,
    tier: premium ? benefits.premium : benefits.free,
    premiumUntil: premium ? subscription!.premiumUntil : null,
  };
}

/** How many screens `userId` (null: a visitor's browser) may use at once at `now`. */
export async function screensOf(db: Executor, userId: number | null, now: Date): Promise<number> {
  return (await tierOf(db, userId, now)).tier.screens;
}
