"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type {
  StudioCorrectSegments,
  StudioPackageRequest,
  StudioPackaging,
} from "@/lib/contract/studio-packagings";
import type { StudioUpload } from "@/lib/contract/studio-uploads";
import { LOCALES } from "@/lib/i18n/config";
import type { CorrectionOutcome, PackagingOutcome } from "@/lib/studio/upload-actions";
import type { ArtworkState } from "@/lib/studio/artwork-form";
import { framePlaces } from "@/lib/studio/frame-artwork";
import { PackagingRow } from "./packaging-row";
import styles from "./uploads.module.scss";

type Title = { kind: "movie" | "series"; id: number };
export type EpisodeOption = { id: number; label: string };

/** The packaging's server calls (lib/studio/upload-actions.ts, artwork-actions.ts), handed down by the page. */
export type PackagingActions = {
  packageAction: (title: Title, request: StudioPackageRequest, language: string) => Promise<PackagingOutcome>;
  packagingStepAction: (
    id: number,
    step: "publish" | "cancel",
    language: string,
  ) => Promise<PackagingOutcome>;
  correctSegmentsAction: (
    id: number,
    segments: StudioCorrectSegments["segments"],
    language: string,
  ) => Promise<CorrectionOutcome>;
  /** The media host the storyboards are on (empty: this site). */
  mediaHost: string;
  uploadArtworkAction: (previous: ArtworkState, form: FormData) => Promise<ArtworkState>;
};

type Props = PackagingActions & {
  title: Title;
  uploads: StudioUpload[];
  packagings: StudioPackaging[];
  episodes: EpisodeOption[];
  refresh: () => Promise<void>;
};

type Dub = { on: boolean; language: string; name_en: string; name_vi: string };
/** The languages a dub is offered in first; any other is typed as its two-letter code. */
const DUB_LANGUAGES = ["vi", "en", "ko", "ja", "zh", "th", "fr"] as const;

/**
 * Packaging for viewers: the checked video (a series' episode), the dubs to add beside its own sound
 * and the subtitles; then each packaging as it runs (Cancel stops it), its parts to skip corrected
 * on a timeline, and Publish, which makes it what viewers play.
 */
export function PackagePanel({
  title,
  uploads,
  packagings,
  episodes,
  refresh,
  mediaHost,
  ...actions
}: Props) {
  const t = useTranslations("studio.packaging");
  const locale = useLocale();
  const ready = (role: StudioUpload["role"]) => uploads.filter((u) => u.role === role && u.state === "ready");
  const videos = ready("video");
  const [video, setVideo] = useState<string>("");
  const [episode, setEpisode] = useState<string>(episodes[0] ? String(episodes[0].id) : "");
  const [dubs, setDubs] = useState<Record<string, Dub>>({});
  const [subtitles, setSubtitles] = useState<Record<string, string | null>>({});
  const [outcome, setOutcome] = useState<PackagingOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const languageName = new Intl.DisplayNames([locale], { type: "language" });
  const chosenVideo = video || videos.at(-1)?.id || "";
  const dubOf = (id: string): Dub =>
    dubs[id] ?? { on: false, language: "vi", name_en: t("dubNameEn"), name_vi: t("dubNameVi") };

  async function submit() {
    setPending(true);
    const request: StudioPackageRequest = {
      video: chosenVideo,
      ...(title.kind === "series" ? { episode_id: Number(episode) } : {}),
      dubs: Object.entries(dubs)
        .filter(([, dub]) => dub.on)
        .map(([upload, { language, name_en, name_vi }]) => ({ upload, language, name_en, name_vi })),
      subtitles: Object.entries(subtitles)
        .filter((entry): entry is [string, "en" | "vi"] => entry[1] !== null)
        .map(([upload, lang]) => ({ upload, lang })),
    };
    const answer = await actions.packageAction(title, request, locale);
    setOutcome(answer);
    setPending(false);
    await refresh();
  }

  async function step(id: number, which: "publish" | "cancel") {
    setOutcome(await actions.packagingStepAction(id, which, locale));
    await refresh();
  }

  const refusal = outcome && !outcome.ok ? [outcome.message, ...Object.values(outcome.fields)] : [];
  return (
    <section className={styles.desk} aria-labelledby="packaging-heading">
      <h2 id="packaging-heading">{t("heading")}</h2>
      {videos.length === 0 ? (
        <p className={styles.hint}>{t("noVideo")}</p>
      ) : (
        <div className={styles.packageForm}>
          <label>
            <span>{t("video")}</span>
            <select value={chosenVideo} onChange={(event) => setVideo(event.currentTarget.value)}>
              {videos.map((upload) => (
                <option key={upload.id} value={upload.id}>
                  {upload.filename}
                </option>
              ))}
            </select>
          </label>
          {title.kind === "series" ? (
            <label>
              <span>{t("episode")}</span>
              <select value={episode} onChange={(event) => setEpisode(event.currentTarget.value)}>
                {episodes.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <p className={styles.hint}>{t("original")}</p>
          {ready("audio").map((upload) => {
            const dub = dubOf(upload.id);
            const set = (next: Partial<Dub>) => setDubs({ ...dubs, [upload.id]: { ...dub, ...next } });
            return (
              <fieldset key={upload.id} className={styles.track}>
                <legend>{upload.filename}</legend>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={dub.on}
                    onChange={(e) => set({ on: e.currentTarget.checked })}
                  />
                  {t("addDub")}
                </label>
                <label>
                  <span>{t("language")}</span>
                  <select value={dub.language} onChange={(e) => set({ language: e.currentTarget.value })}>
                    {DUB_LANGUAGES.map((code) => (
                      <option key={code} value={code}>
                        {languageName.of(code) ?? code}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t("nameEn")}</span>
                  <input value={dub.name_en} onChange={(e) => set({ name_en: e.currentTarget.value })} />
                </label>
                <label>
                  <span>{t("nameVi")}</span>
                  <input value={dub.name_vi} onChange={(e) => set({ name_vi: e.currentTarget.value })} />
                </label>
              </fieldset>
            );
          })}
          {ready("subtitle").map((upload) => (
            <label key={upload.id}>
              <span>{t("subtitlesOf", { name: upload.filename })}</span>
              <select
                value={subtitles[upload.id] ?? ""}
                onChange={(e) => setSubtitles({ ...subtitles, [upload.id]: e.currentTarget.value || null })}
              >
                <option value="">{t("leaveOut")}</option>
                {LOCALES.map((lang) => (
                  <option key={lang} value={lang}>
                    {languageName.of(lang) ?? lang}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <Button onClick={() => void submit()} disabled={pending}>
            {t("package")}
          </Button>
        </div>
      )}
      {refusal.length > 0 ? (
        <div role="alert" className={styles.error}>
          {refusal.filter(Boolean).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      <ul className={styles.list} aria-live="polite">
        {packagings.map((packaging) => (
          <PackagingRow
            key={packaging.id}
            packaging={packaging}
            episode={episodes.find((option) => option.id === packaging.episode_id)?.label ?? null}
            mediaHost={mediaHost}
            step={step}
            places={framePlaces(title, packaging.episode_id)}
            uploadArtworkAction={actions.uploadArtworkAction}
            correct={async (segments) => {
              const answer = await actions.correctSegmentsAction(packaging.id, segments, locale);
              await refresh();
              return answer;
            }}
          />
        ))}
      </ul>
    </section>
  );
}
