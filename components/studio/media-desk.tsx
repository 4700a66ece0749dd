"use client";

import { useCallback, useEffect, useState } from "react";
import { useLocale } from "next-intl";
import type {
  StudioCorrectSegments,
  StudioPackageRequest,
  StudioPackaging,
} from "@/lib/contract/studio-packagings";
import type { StudioUpload } from "@/lib/contract/studio-uploads";
import type { CorrectionOutcome, PackagingOutcome } from "@/lib/studio/upload-actions";
import { PackagePanel, type EpisodeOption } from "./package-panel";
import { UploadDesk } from "./upload-desk";

type Title = { kind: "movie" | "series"; id: number };
type Media = { uploads: StudioUpload[]; packagings: StudioPackaging[] };

type Props = {
  title: Title;
  initial: Media;
  /** A series' episodes, to package one at a time; empty for a film. */
  episodes: EpisodeOption[];
  /** lib/studio/upload-actions.ts, handed down by the page: see StudioSignIn. */
  titleMediaAction: (title: Title, language: string) => Promise<Media | null>;
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
};

/** How often the lists are asked again while files are sent, checked or packaged. */
const POLL_MS = 2000;

/** A title's media: the uploads (sent from here, checked on the server), then its packagings. */
export function MediaDesk({ title, initial, episodes, titleMediaAction, ...actions }: Props) {
  const locale = useLocale();
  const [media, setMedia] = useState(initial);
  const [sending, setSending] = useState(0);
  const refresh = useCallback(async () => {
    const fresh = await titleMediaAction(title, locale);
    if (fresh) setMedia(fresh);
  }, [title, locale, titleMediaAction]);

  const busy =
    sending > 0 ||
    media.uploads.some((upload) => upload.state === "checking") ||
    media.packagings.some((packaging) => packaging.state === "queued" || packaging.state === "running");
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [busy, refresh]);

  return (
    <>
      <UploadDesk title={title} listed={media.uploads} refresh={refresh} onSending={setSending} />
      <PackagePanel
        title={title}
        uploads={media.uploads}
        packagings={media.packagings}
        episodes={episodes}
        refresh={refresh}
        {...actions}
      />
    </>
  );
}
