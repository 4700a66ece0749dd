"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { DetailedError, Upload } from "tus-js-client";
import type { StudioUpload, UploadRole } from "@/lib/contract/studio-uploads";
import { buttonClassName } from "@/components/ui/button";
import { fingerprintOf, roleOfFile } from "@/lib/studio/upload-files";
import { UploadRow, type Sending } from "./upload-row";
import styles from "./uploads.module.scss";

type Title = { kind: "movie" | "series"; id: number };

type Props = {
  title: Title;
  /** The title's uploads as the server lists them (MediaDesk asks again while any is checked). */
  listed: StudioUpload[];
  /** Asks the server for the lists again. */
  refresh: () => Promise<void>;
  /** Hears how many files this tab is sending, so the lists are asked again meanwhile. */
  onSending: (count: number) => void;
};

/** Chunks small enough for any proxy's body limit, large enough that a fast line is not slowed. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** A lost network is tried again after these waits, then the row says it failed and offers Resume. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** The backend's message in a refusal (its JSON body), else null. */
function refusalText(error: Error | DetailedError): string | null {
  const body = "originalResponse" in error ? error.originalResponse?.getBody() : undefined;
  try {
    const parsed = body ? (JSON.parse(body) as { message?: unknown }) : null;
    return typeof parsed?.message === "string" ? parsed.message : null;
  } catch {
    return null;
  }
}

/**
 * A title's master files: choose several at once (a season's episodes, a dub, subtitles), each one
 * read for its SHA-256 and then sent by tus in chunks, with its progress, Pause and Resume; a file
 * chosen again after a reload or a lost network goes on from where the server stands. Below, every
 * upload of the title and where its check on the server stands.
 */
export function UploadDesk({ title, listed, refresh, onSending }: Props) {
  const t = useTranslations("studio.uploads");
  const locale = useLocale();
  const [sending, setSending] = useState<Sending[]>([]);
  const uploads = useRef(new Map<string, Upload>());

  const change = useCallback((key: string, next: Partial<Sending>) => {
    setSending((rows) => rows.map((row) => (row.key === key ? { ...row, ...next } : row)));
  }, []);
  useEffect(() => onSending(sending.length), [sending.length, onSending]);

  async function send(file: File, role: UploadRole, key: string) {
    const [{ Upload }, { sha256OfFile }] = await Promise.all([
      import("tus-js-client"),
      import("@/lib/studio/hash-file"),
    ]);
    const upload = new Upload(file, {
      endpoint: "/api/studio/uploads",
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      headers: { "Accept-Language": locale },
      fingerprint: async () => key,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onUploadUrlAvailable: () => change(key, { id: upload.url?.split("/").pop() ?? null }),
      onProgress: (sent, total) => change(key, { phase: "sending", fraction: sent / total }),
      onError: (error) => change(key, { phase: "failed", error: refusalText(error) ?? t("failed") }),
      onSuccess: () => {
        uploads.current.delete(key);
        void refresh().then(() => setSending((rows) => rows.filter((row) => row.key !== key)));
      },
    });
    uploads.current.set(key, upload);
    // The same file for this title, begun before (this tab or an earlier one): on from where it stands.
    const [previous] = await upload.findPreviousUploads();
    if (previous) {
      upload.resumeFromPreviousUpload(previous);
      upload.options.metadata = previous.metadata;
    } else {
      const sha256 = await sha256OfFile(file, (fraction) => change(key, { fraction }));
      upload.options.metadata = {
        filename: file.name,
        filetype: file.type,
        sha256,
        role,
        kind: title.kind,
        title_id: String(title.id),
      };
    }
    change(key, { phase: "sending", fraction: 0 });
    upload.start();
  }

  function choose(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      const key = fingerprintOf(title, file);
      if (uploads.current.has(key)) continue; // already on its way
      const role = roleOfFile(file.name, file.type);
      const row: Sending = {
        key,
        id: null,
        name: file.name,
        size: file.size,
        role,
        phase: role ? "hashing" : "refused",
        fraction: 0,
        error: role ? null : t("unknownKind"),
      };
      setSending((rows) => [...rows.filter((other) => other.key !== key), row]);
      if (role) send(file, role, key).catch(() => change(key, { phase: "failed", error: t("failed") }));
    }
  }

  const pause = (key: string) => {
    void uploads.current.get(key)?.abort();
    change(key, { phase: "paused" });
  };
  const resume = (key: string) => {
    uploads.current.get(key)?.start();
    change(key, { phase: "sending", error: null });
  };
  const cancel = async (key: string) => {
    const upload = uploads.current.get(key);
    uploads.current.delete(key);
    setSending((rows) => rows.filter((row) => row.key !== key));
    await upload?.abort(true).catch(() => undefined);
    await refresh();
  };

  const mine = new Set(sending.map((row) => row.id).filter(Boolean));
  return (
    <section className={styles.desk} aria-labelledby="uploads-heading">
      <h2 id="uploads-heading">{t("heading")}</h2>
      <p className={styles.hint}>{t("intro")}</p>
      {/* The label is the button: the browser's own file button would speak its language, not the page's. */}
      <label className={buttonClassName({ className: styles.choose })}>
        {t("choose")}
        <input
          className={styles.fileInput}
          type="file"
          multiple
          accept="video/*,audio/*,.srt,.vtt,.mkv,.mov,.mxf"
          onChange={(event) => {
            choose(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
        />
      </label>
      <ul className={styles.list} aria-live="polite">
        {sending.map((row) => (
          <UploadRow
            key={row.key}
            sending={row}
            onPause={() => pause(row.key)}
            onResume={() => resume(row.key)}
            onCancel={() => void cancel(row.key)}
          />
        ))}
        {listed
          .filter((upload) => !mine.has(upload.id))
          .map((upload) => (
            <UploadRow key={upload.id} listed={upload} />
          ))}
      </ul>
      {sending.length === 0 && listed.length === 0 ? <p className={styles.hint}>{t("none")}</p> : null}
    </section>
  );
}
