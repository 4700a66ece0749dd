"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useSession } from "@/components/auth/session-provider";
import { useApiClient } from "@/components/data/use-api-client";
import { Button, buttonClassName } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import { SectionSpinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api/errors";
import { openSignIn } from "@/lib/auth/events";
import { redeemHandoff } from "@/lib/contract/endpoints/activity";
import { handoffTargetPath } from "@/lib/handoff-target";
import { saveReturnPath } from "@/lib/return-path";

/**
 * /c/{code}, a "continue on phone" link opened on the other device (issue #18): a signed-out viewer
 * is asked to sign in first (the page is where sign-in returns to); then the link is spent for the
 * account and the title's page opens, offering "Resume from" the second the link was made at.
 */
export function ContinueHere({ code }: { code: string }) {
  const t = useTranslations("handoff");
  const api = useApiClient();
  const router = useRouter();
  const { status } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const tried = useRef(false);

  const redeem = useEffectEvent(async () => {
    try {
      const target = await api.call(redeemHandoff, { body: { code } });
      router.replace(handoffTargetPath(target));
    } catch (error) {
      setFailure(
        isApiError(error) && error.status < 500 && error.body?.message ? error.body.message : t("failed"),
      );
    }
  });

  useEffect(() => {
    if (status === "unauthenticated") {
      saveReturnPath(window.location);
      openSignIn();
    }
    // Once: a link is spent by its first use.
    if (status === "authenticated" && !tried.current) {
      tried.current = true;
      void redeem();
    }
  }, [status]);

  if (failure) {
    return (
      <EmptyState
        action={
          <Link href="/" className={buttonClassName({ size: "lg" })}>
            {t("browse")}
          </Link>
        }
      >
        <span role="alert">{failure}</span>
      </EmptyState>
    );
  }
  if (status === "unauthenticated") {
    return (
      <EmptyState
        action={
          <Button size="lg" onClick={() => openSignIn()}>
            {t("signIn")}
          </Button>
        }
      >
        {t("signInText")}
      </EmptyState>
    );
  }
  return <SectionSpinner label={t("opening")} />;
}
