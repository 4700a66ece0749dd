"use client";

import { lazy } from "react";
import { Play, Share2 } from "@/components/ui/icons";
import { useSession } from "@/components/auth/session-provider";
import { useTranslations } from "next-intl";
import type { TitleKind } from "@/lib/contract/catalogue";
import { openSignIn } from "@/lib/auth/events";
import { PLAYER_START_EVENT } from "@/components/player/events";
import { SignedIn } from "@/components/data/signed-in";
import { Button } from "@/components/ui/button";
import { FavoriteToggle } from "./favorite-toggle";
import styles from "./title-actions.module.scss";

type Props = { kind: TitleKind; titleId: number; title: string; canPlay: boolean };

/** The hero's buttons: play (starts the player below), favorite (signed in), share. */
export function TitleActions({ kind, titleId, title, canPlay }: Props) {
  const t = useTranslations("watch");
  return (
    <div className={styles.actions}>
      {canPlay ? (
        <Button
          className={styles.action}
          onClick={() => {
            document.getElementById("player")?.scrollIntoView({ block: "center" });
            window.dispatchEvent(new Event(PLAYER_START_EVENT));
          }}
        >
          <Play aria-hidden="true" size={20} />
          {t("play")}
        </Button>
      ) : null}
      <FavoriteButton kind={kind} titleId={titleId} />
      <ShareButton title={title} />
    </div>
  );
}

function FavoriteButton({ kind, titleId }: { kind: TitleKind; titleId: number }) {
  const { status } = useSession();
  // A guest's button asks them to sign in; a viewer's is disabled until their part has loaded.
  const guest = <FavoriteToggle favorite={false} busy={status === "authenticated"} onToggle={openSignIn} />;
  return (
    <SignedIn fallback={guest}>
      <ViewerFavoriteButton kind={kind} titleId={titleId} />
    </SignedIn>
  );
}

const ViewerFavoriteButton = lazy(() =>
  import("./viewer-favorite-button").then((m) => ({ default: m.ViewerFavoriteButton })),
);

// Where the system's share sheet is missing (most desktops), the address is copied instead; that code
// loads on the way to the button (pointer or focus), so the copy stays within the click's activation.
const loadClipboard = () => import("@/lib/clipboard");

function ShareButton({ title }: { title: string }) {
  const t = useTranslations("watch");
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: t("shareText", { title }), url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    const { copyToClipboard } = await loadClipboard();
    await copyToClipboard(url);
  }
  return (
    <Button
      variant="secondary"
      className={styles.action}
      onPointerEnter={() => void loadClipboard()}
      onFocus={() => void loadClipboard()}
      onClick={() => void share()}
    >
      <Share2 aria-hidden="true" size={20} />
      {t("share")}
    </Button>
  );
}
