"use client";

import { lazy } from "react";
import clsx from "clsx";
import { useSession } from "@/components/auth/session-provider";
import { useTranslations } from "next-intl";
import type { RewardsResponse } from "@/lib/contract/programme";
import { openSignIn } from "@/lib/auth/events";
import { SignedIn } from "@/components/data/signed-in";
import { Button } from "@/components/ui/button";
import { RewardsView } from "./rewards-view";
import styles from "./programme.module.scss";

/**
 * /reward (issue 6): the programme everyone sees (rendered on the server) and, for a signed-in
 * viewer, their points, streak, check-in, task progress, redemptions and point history.
 */
export function RewardsDashboard({ programme }: { programme: RewardsResponse }) {
  return (
    <SignedIn fallback={<RewardsView data={programme} summary={<SignInPrompt />} />}>
      <ViewerRewards programme={programme} />
    </SignedIn>
  );
}

const ViewerRewards = lazy(() => import("./viewer-rewards").then((m) => ({ default: m.ViewerRewards })));

/** A guest's invitation to sign in (nothing while the session is still being read). */
function SignInPrompt() {
  const t = useTranslations("reward");
  const { status } = useSession();
  if (status !== "unauthenticated") return null;
  return (
    <section className={styles.cta}>
      <p>{t("signInPrompt")}</p>
      <Button className={clsx(styles.action, styles.end)} onClick={() => openSignIn()}>
        {t("signIn")}
      </Button>
    </section>
  );
}
