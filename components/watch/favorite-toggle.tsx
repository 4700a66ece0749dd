"use client";

import { Heart } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import styles from "./title-actions.module.scss";

/** The favorite button as shown: pressed when the title is one of the viewer's favorites. */
export function FavoriteToggle({
  favorite,
  busy,
  onToggle,
}: {
  favorite: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations("watch");
  return (
    <Button
      variant="secondary"
      className={styles.action}
      aria-pressed={favorite}
      disabled={busy}
      onClick={onToggle}
      data-testid="favorite"
    >
      <Heart aria-hidden="true" size={20} fill={favorite ? "currentColor" : "none"} />
      {t(favorite ? "removeFavorite" : "addFavorite")}
    </Button>
  );
}
