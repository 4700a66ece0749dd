"use client";

import { useEffect, useState } from "react";
import { Heart, Play, Share2 } from "lucide-react";
import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import type { TitleKind } from "@/lib/contract/catalogue";
import { openSignIn } from "@/lib/auth/events";
import { copyToClipboard } from "@/lib/clipboard";
import { toast } from "@/lib/toast";
import { PLAYER_START_EVENT } from "@/components/player/watch-player";
import { useApiClient } from "@/components/providers/use-api-client";
import { Button } from "@/components/ui/button";
import styles from "./watch.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const favoriteState = () => import("@/lib/contract/activity").then((m) => m.FavoriteStateSchema);

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
  const t = useTranslations("watch");
  const api = useApiClient();
  const { status } = useSession();
  const [favorite, setFavorite] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status !== "authenticated") return;
    let cancelled = false;
    api
      .get(`/favorites/${kind}/${titleId}`, favoriteState)
      .then((state) => !cancelled && setFavorite(state.favorite))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [api, status, kind, titleId]);

  const shown = status === "authenticated" && favorite;

  async function toggle() {
    if (status !== "authenticated") return openSignIn();
    setBusy(true);
    const next = !favorite;
    setFavorite(next); // at once; put back if the call fails
    try {
      const state = next
        ? await api.put("/favorites", { title_kind: kind, title_id: titleId }, favoriteState)
        : await api.delete(`/favorites/${kind}/${titleId}`, undefined, favoriteState);
      setFavorite(state.favorite);
      toast.success(t(state.favorite ? "favoriteAdded" : "favoriteRemoved"));
    } catch {
      setFavorite(!next);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="secondary"
      className={styles.action}
      aria-pressed={shown}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="favorite"
    >
      <Heart aria-hidden="true" size={20} fill={shown ? "currentColor" : "none"} />
      {t(shown ? "removeFavorite" : "addFavorite")}
    </Button>
  );
}

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
    await copyToClipboard(url);
  }
  return (
    <Button variant="secondary" className={styles.action} onClick={() => void share()}>
      <Share2 aria-hidden="true" size={20} />
      {t("share")}
    </Button>
  );
}
