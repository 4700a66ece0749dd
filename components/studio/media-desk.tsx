"use client";

import { useCallback, useEffect, useState } from "react";
import { useLocale } from "next-intl";
import type { StudioTitleMedia } from "@/lib/contract/studio-packagings";
import { titleMediaLivePath } from "@/lib/studio/media-live";
import { PackagePanel, type EpisodeOption, type PackagingActions } from "./package-panel";
import { UploadDesk } from "./upload-desk";

type Title = { kind: "movie" | "series"; id: number };
type Media = StudioTitleMedia;

type Props = PackagingActions & {
  title: Title;
  initial: Media;
  /** A series' episodes, to package one at a time; empty for a film. */
  episodes: EpisodeOption[];
  /** lib/studio/upload-actions.ts, handed down by the page: see StudioSignIn. */
  titleMediaAction: (title: Title, language: string) => Promise<Media | null>;
};

/** How often the lists are asked again when the live stream cannot be had. */
const POLL_MS = 2000;

/**
 * A title's media: the uploads (sent from here, checked on the server), then its packagings. While
 * any is sent, checked or packaged, the backend's live stream brings each change (a worker's
 * progress, a verdict, segments found) as it happens; if the stream cannot be had, the lists are
 * asked again every POLL_MS.
 */
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
    const live = new EventSource(titleMediaLivePath(title.kind, title.id, locale));
    let timer: ReturnType<typeof setInterval> | undefined;
    live.addEventListener("media", (event) => setMedia(JSON.parse(event.data) as Media));
    live.onerror = () => {
      // Refused (the session ended) or not served: the browser gives up, the lists are asked instead.
      if (live.readyState === EventSource.CLOSED && !timer)
        timer = setInterval(() => void refresh(), POLL_MS);
    };
    return () => {
      live.close();
      clearInterval(timer);
    };
  }, [busy, refresh, title.kind, title.id, locale]);

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
