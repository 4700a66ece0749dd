"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { StudioPackaging } from "@/lib/contract/studio-packagings";
import { CENTRE } from "@/lib/contract/studio-artwork";
import { mediaUrl } from "@/lib/media";
import { formatClock } from "@/lib/player/progress";
import type { ArtworkState } from "@/lib/studio/artwork-form";
import { frameArtworkForm, placeKey } from "@/lib/studio/frame-artwork";
import type { ArtworkPlace } from "@/lib/studio/artwork-form";
import styles from "./timeline.module.scss";

type Props = {
  frames: StudioPackaging["frames"];
  /** What a frame may become (lib/studio/frame-artwork: framePlaces). */
  places: ArtworkPlace[];
  mediaHost: string;
  uploadArtworkAction: (previous: ArtworkState, form: FormData) => Promise<ArtworkState>;
};

/**
 * Pictures from the video, each offered as the poster, the thumbnail or an episode's picture: the
 * chosen one goes through the same check and cut as an uploaded picture (its focal point the centre,
 * moved afterwards on the title's page).
 */
export function FramePicker({ frames, places, mediaHost, uploadArtworkAction }: Props) {
  const t = useTranslations("studio.packaging.frames");
  const locale = useLocale();
  const [status, setStatus] = useState<{ text: string; refused: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  async function use(url: string, at: number, place: ArtworkPlace) {
    setPending(true);
    try {
      const picture = await fetch(url).then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.blob();
      });
      const saved = await uploadArtworkAction(
        { file: null, focus: CENTRE },
        frameArtworkForm(place, picture, locale),
      );
      setStatus(
        saved.outcome === "saved"
          ? { text: t(`saved.${placeKey(place)}`, { at: formatClock(at) }), refused: false }
          : { text: Object.values(saved.fields ?? {})[0] ?? saved.message ?? t("failed"), refused: true },
      );
    } catch {
      setStatus({ text: t("failed"), refused: true });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.timeline}>
      <p className={styles.help}>{t("help")}</p>
      <ul className={styles.pictures}>
        {frames.map((frame) => {
          const url = mediaUrl(`/media/${frame.path}`, mediaHost) ?? "";
          const at = formatClock(frame.at_sec);
          return (
            <li key={frame.path}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a studio preview of the media store's JPEG, not a page's artwork */}
              <img src={url} alt={t("alt", { at })} loading="lazy" />
              <div className={styles.actions}>
                {places.map((place) => (
                  <Button
                    key={placeKey(place)}
                    size="sm"
                    variant="secondary"
                    disabled={pending}
                    aria-label={t(`useLabel.${placeKey(place)}`, { at })}
                    onClick={() => void use(url, frame.at_sec, place)}
                  >
                    {t(`use.${placeKey(place)}`)}
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <p role="status" className={status?.refused ? styles.error : styles.help}>
        {status?.text ?? ""}
      </p>
    </div>
  );
}
