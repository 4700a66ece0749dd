"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useViewerData } from "@/components/data/viewer-data";
import { buttonClassName } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { LeaderboardPeriod } from "@/lib/contract/limits";
import { formatNumber } from "@/lib/format";
import { placeOf, rowId } from "@/lib/programme/leaderboard";
import { PlaceBox } from "./place-box";
import styles from "./leaderboard.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const leaderboard = () => import("@/lib/contract/endpoints/programme").then((m) => m.leaderboard);

/**
 * The signed-in viewer's place in the period, from the board answered for them: their rank and
 * points, how far the place above is, and their row on the server's board marked as theirs.
 */
export function ViewerPlace({ period }: { period: LeaderboardPeriod }) {
  const t = useTranslations("leaderboard");
  const { data, failed } = useViewerData(leaderboard, { query: { period } });
  const board = data?.period === period ? data : null;
  const mine = board?.entries.find((entry) => entry.is_me);
  useOwnRow(mine?.rank, mine?.name);

  if (!board) return <PlaceBox busy={!failed} />;
  const place = placeOf(board);
  if (!place.placed) {
    return (
      <PlaceBox>
        <p className={styles.placeText}>{t("unplaced")}</p>
        <Link
          href="/reward"
          className={buttonClassName({ variant: "secondary", className: styles.placeAction })}
        >
          {t("earn")}
        </Link>
      </PlaceBox>
    );
  }
  return (
    <PlaceBox>
      <p className={styles.placeText} data-testid="my-place">
        <strong className={styles.placeRank}>#{formatNumber(place.rank)}</strong>{" "}
        <span className={styles.points}>{t("points", { points: formatNumber(place.points) })}</span>{" "}
        <span className={styles.placeNext}>
          {place.next
            ? t("toNext", { points: formatNumber(place.next.gap), rank: formatNumber(place.next.rank) })
            : t("first")}
        </span>
      </p>
      {place.listed ? (
        <a
          href={`#${rowId(place.rank)}`}
          className={buttonClassName({ variant: "secondary", className: styles.placeAction })}
        >
          {t("showMe")}
        </a>
      ) : null}
    </PlaceBox>
  );
}

/**
 * Marks the viewer's row on the board the server drew, when the name in it is theirs: the cached
 * page may be a moment older than their own answer, and a stranger's row must not say "you".
 */
function useOwnRow(rank: number | undefined, name: string | undefined) {
  useEffect(() => {
    const row = rank ? document.getElementById(rowId(rank)) : null;
    if (!row || row.querySelector("[data-name]")?.firstChild?.textContent !== name) return;
    row.setAttribute("aria-current", "true");
    return () => row.removeAttribute("aria-current");
  }, [rank, name]);
}
