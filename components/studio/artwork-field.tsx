"use client";

import { useActionState, useState, type MouseEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ARTWORK_MAX_BYTES, minimumSize, type Focus } from "@/lib/contract/studio-artwork";
import { browserEnv } from "@/lib/config/browser-env";
import { LOCALES } from "@/lib/i18n/config";
import { imageUrl } from "@/lib/images";
import {
  focusOf,
  imageKindOf,
  placeFields,
  slotOf,
  type ArtworkPlace,
  type ArtworkState,
} from "@/lib/studio/artwork-form";
import { FRAMES } from "@/lib/studio/artwork-frames";
import { SaveBar } from "./save-bar";
import styles from "./artwork.module.scss";

type Props = {
  place: ArtworkPlace;
  initial: ArtworkState;
  /** What the site writes over or under the picture, in each language (a title's name, a headline). */
  captions: { en: string; vi: string };
  /** lib/studio/artwork-actions.ts, handed down by the page: see StudioSignIn. */
  uploadArtworkAction: (state: ArtworkState, form: FormData) => Promise<ArtworkState>;
  /** Shut until opened (a list of banners, each with its own picture). */
  folded?: boolean;
};

const LIMIT = `${ARTWORK_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * One picture of a title, episode, banner or post: the picture now or the file just chosen, a focal
 * point set by a click on it or by two sliders, the chosen file in each frame the site shows it in,
 * in both languages, and the upload.
 */
export function ArtworkField({ place, initial, captions, uploadArtworkAction, folded = false }: Props) {
  const t = useTranslations("studio.artwork");
  const locale = useLocale();
  const slot = slotOf(place);
  const [chosen, setChosen] = useState<{ url: string; size: number } | null>(null);
  const [focus, setFocus] = useState<Focus>(initial.focus);
  const [tooLarge, setTooLarge] = useState(false);
  const [state, upload, pending] = useActionState(async (previous: ArtworkState, form: FormData) => {
    const next = await uploadArtworkAction(previous, form);
    // React empties the form after its action: the chosen file is gone from it either way.
    setChosen(null);
    return next;
  }, initial);
  const current = imageUrl(imageKindOf(place), state.file, browserEnv.NEXT_PUBLIC_API_HOST);
  const shown = chosen?.url ?? current;
  const id = `artwork-${Object.values(placeFields(place)).join("-")}`;
  const least = minimumSize(slot);
  const position = `${focus.x}% ${focus.y}%`;

  const choose = (file: File | undefined) => {
    if (chosen) URL.revokeObjectURL(chosen.url);
    setChosen(file ? { url: URL.createObjectURL(file), size: file.size } : null);
    setTooLarge(Boolean(file && file.size > ARTWORK_MAX_BYTES));
  };
  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocus(
      focusOf(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100),
    );
  };
  const refused = tooLarge || state.outcome === "refused";
  const message = tooLarge ? t("tooLarge", { limit: LIMIT }) : state.message;

  const fields = (
    <>
      <input type="hidden" name="locale" value={locale} />
      {Object.entries(placeFields(place)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.picker}>
        {shown ? (
          <div className={styles.whole}>
            {/* The click is a pointer's shortcut; the sliders below set the same point by keyboard. */}
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a local file's preview */}
            <img src={shown} alt="" onClick={pick} />
            <span
              className={styles.marker}
              style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
              aria-hidden="true"
            />
          </div>
        ) : (
          <p className={styles.none}>{t("none")}</p>
        )}
        <div className={styles.controls}>
          <label htmlFor={`${id}-file`}>{t("file")}</label>
          <input
            id={`${id}-file`}
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${id}-hint ${id}-error`}
            aria-invalid={Boolean(state.fields?.file) || tooLarge || undefined}
            onChange={(event) => choose(event.currentTarget.files?.[0])}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t("hint", { limit: LIMIT, width: least.width, height: least.height })}
          </p>
          {state.fields?.file ? (
            <p id={`${id}-error`} className={styles.error}>
              {state.fields.file}
            </p>
          ) : null}
          {chosen ? <p className={styles.hint}>{t("chosen")}</p> : null}
          {(["x", "y"] as const).map((axis) => (
            <label key={axis} className={styles.range}>
              <span>{t(axis === "x" ? "focusX" : "focusY")}</span>
              <input
                type="range"
                name={`focus_${axis}`}
                min={0}
                max={100}
                value={focus[axis]}
                onChange={(event) => setFocus({ ...focus, [axis]: Number(event.currentTarget.value) })}
              />
              {/* The slider says its value to a screen reader itself. */}
              <span aria-hidden="true">{focus[axis]}</span>
            </label>
          ))}
          <p className={styles.hint}>{t("focusHint")}</p>
        </div>
      </div>
      {/* Previewed once a file is chosen: the picture now is on the site already. */}
      {chosen
        ? LOCALES.map((language) => (
            <section key={language} className={styles.previews} aria-labelledby={`${id}-preview-${language}`}>
              <h4 id={`${id}-preview-${language}`}>
                {t("previewIn", { language: t(`languages.${language}`) })}
              </h4>
              <div className={styles.frames}>
                {FRAMES[slot].map((frame) => (
                  <figure key={frame.name} className={styles[frame.name]}>
                    <div className={styles.frame} style={{ aspectRatio: frame.aspect }}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- a preview at the focal point */}
                      <img src={chosen.url} alt="" style={{ objectPosition: position }} />
                      {frame.name === "card" ? null : (
                        <p className={styles.overlay} lang={language}>
                          {captions[language]}
                        </p>
                      )}
                    </div>
                    <figcaption>
                      {frame.name === "card" ? <strong lang={language}>{captions[language]}</strong> : null}
                      <span>{t(`frames.${frame.name}`)}</span>
                    </figcaption>
                  </figure>
                ))}
              </div>
            </section>
          ))
        : null}
      <SaveBar label={t("upload")} pending={pending} message={message} refused={refused} />
    </>
  );

  return (
    <form
      action={upload}
      className={styles.artwork}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        if (tooLarge) event.preventDefault();
      }}
    >
      {folded ? (
        <details>
          <summary id={`${id}-heading`}>{t(`slots.${slot}`)}</summary>
          {fields}
        </details>
      ) : (
        <>
          <h3 id={`${id}-heading`}>{t(`slots.${slot}`)}</h3>
          {fields}
        </>
      )}
    </form>
  );
}
