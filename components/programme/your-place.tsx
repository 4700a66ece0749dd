"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { useSession } from "@/components/auth/session-provider";
import { SignedIn } from "@/components/data/signed-in";
import { Button } from "@/components/ui/button";
import { openSignIn } from "@/lib/auth/events";
import type { LeaderboardPeriod } from "@/lib/contract/limits";
import { PlaceBox } from "./place-box";
import styles from "./leaderboard.module.scss";

const ViewerPlace = lazy(() => import("./viewer-place").then((m) => ({ default: m.ViewerPlace })));

/**
 * "Your place" above the board: a signed-in viewer's rank and points in the period, read from their
 * own data (./viewer-place.tsx), so the board's page stays one cached HTML for everyone; a guest is
 * invited to sign in.
 */
export function YourPlace({ period }: { period: LeaderboardPeriod }) {
  return (
    <SignedIn fallback={<GuestPlace />}>
      <ViewerPlace period={period} />
    </SignedIn>
  );
}

/** A guest's invitation to sign in (nothing yet while the session is being read). */
function GuestPlace() {
  const t = useTranslations("leaderboard");
  const { status } = useSession();
  if (status !== "unauthenticated") return <PlaceBox busy />;
  return (
    <PlaceBox>
      <p className={styles.placeText}>{t("signInPrompt")}</p>
      <Button variant="secondary" className={styles.placeAction} onClick={() => openSignIn()}>
        {t("signIn")}
      </Button>
    </PlaceBox>
  );
}
