"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { TitleKind } from "@/lib/contract/catalogue";
import { toast } from "@/lib/toast";
import { useApiClient } from "@/components/data/use-api-client";
import { useViewerData } from "@/components/data/viewer-data";
import { FavoriteToggle } from "./favorite-toggle";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const endpoints = () => import("@/lib/contract/endpoints/activity");
const favoriteState = () => endpoints().then((m) => m.favoriteState);
const addFavorite = () => endpoints().then((m) => m.addFavorite);
const removeFavorite = () => endpoints().then((m) => m.removeFavorite);

/** The signed-in viewer's favorite button: pressed at once on a click, put back if the call fails. */
export function ViewerFavoriteButton({ kind, titleId }: { kind: TitleKind; titleId: number }) {
  const t = useTranslations("watch");
  const api = useApiClient();
  const { data, mutate } = useViewerData(favoriteState, { params: { kind, id: titleId } });
  const [busy, setBusy] = useState(false);
  const favorite = data?.favorite ?? false;

  async function toggle() {
    setBusy(true);
    const next = !favorite;
    const write = next
      ? api.call(addFavorite, { body: { title_kind: kind, title_id: titleId } })
      : api.call(removeFavorite, { params: { kind, id: titleId } });
    try {
      const state = await mutate(write, { optimisticData: { favorite: next }, revalidate: false });
      toast.success(t(state?.favorite ? "favoriteAdded" : "favoriteRemoved"));
    } catch {
      // SWR has put the previous state back (rollbackOnError); the client showed any server error.
    } finally {
      setBusy(false);
    }
  }

  return <FavoriteToggle favorite={favorite} busy={busy} onToggle={() => void toggle()} />;
}
