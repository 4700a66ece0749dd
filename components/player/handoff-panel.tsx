"use client";

import { useEffect, useEffectEvent, useState } from "react";
import { useTranslations } from "next-intl";
import { encode } from "uqr";
import { useApiClient } from "@/components/data/use-api-client";
import { Copy } from "@/components/ui/icons";
import { createHandoff } from "@/lib/contract/endpoints/activity";
import { qrPath } from "@/lib/qr-path";
import { QrCode } from "@/components/ui/qr-code";
import type { HandoffTitle } from "./handoff-extension";
import { PlayerDialog } from "./player-dialog";
import type { PanelProps } from "./player-extension";
import { usePlayerState } from "./player-store";
import styles from "./player.module.scss";

/** Matches HANDOFF_TTL_SECONDS (server/modules/activity/handoff.ts). */
const LINK_MINUTES = 10;

type State = { status: "busy" } | { status: "failed" } | { status: "ready"; url: string };

/**
 * "Continue on another device" (issue #18), as the player's dialog titled `id`: a link made for this
 * account that opens the title (`data`) at the player's position on the phone (/c/{code}, single
 * use, ten minutes), as a QR code to scan and as text to copy. Loaded with its QR encoder only when
 * opened (./handoff-control.tsx).
 */
export function HandoffPanel({ id, panelRef, onClose, data: title }: PanelProps<HandoffTitle>) {
  // The second to continue from (whole seconds are kept), of the media's duration.
  const position = usePlayerState((s) => s.time);
  const duration = usePlayerState((s) => s.duration);
  const t = useTranslations("player.handoff");
  const api = useApiClient();
  const [state, setState] = useState<State>({ status: "busy" });
  const [copied, setCopied] = useState(false);

  // One link per opening, for the second the dialog opened at.
  const makeLink = useEffectEvent(() =>
    api.call(createHandoff, {
      body: {
        title_kind: title.kind,
        title_id: title.id,
        episode_id: title.episodeId,
        position_sec: Math.floor(position),
        duration_sec: Math.max(1, Math.floor(duration)),
      },
    }),
  );
  // Loaded when opened: it takes focus as it appears (usePlayerPanels gives it back on closing).
  useEffect(() => panelRef.current?.focus(), [panelRef]);
  useEffect(() => {
    let live = true;
    makeLink()
      .then((link) => live && setState({ status: "ready", url: `${window.location.origin}/c/${link.code}` }))
      .catch(() => live && setState({ status: "failed" }));
    return () => {
      live = false;
    };
  }, []);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard here (an insecure origin, a refusal): the link stays selectable.
    }
  }

  return (
    <PlayerDialog id={id} panelRef={panelRef} title={t("title")} onClose={onClose}>
      {state.status === "busy" ? <p role="status">{t("making")}</p> : null}
      {state.status === "failed" ? <p role="alert">{t("failed")}</p> : null}
      {state.status === "ready" ? <HandoffLink url={state.url} copied={copied} onCopy={copy} /> : null}
    </PlayerDialog>
  );
}

function HandoffLink({
  url,
  copied,
  onCopy,
}: {
  url: string;
  copied: boolean;
  onCopy: (url: string) => void;
}) {
  const t = useTranslations("player.handoff");
  const { data, size } = encode(url, { ecc: "M", border: 0 });
  return (
    <div className={styles.handoffBody}>
      <QrCode className={styles.qr} path={qrPath(data)} size={size} label={t("qr")} />
      <div className={styles.handoffText}>
        <p>{t("scan")}</p>
        <input
          className={styles.handoffLink}
          readOnly
          value={url}
          aria-label={t("link")}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="handoff-link"
        />
        <button type="button" className={styles.handoffCopy} onClick={() => onCopy(url)}>
          <Copy aria-hidden="true" size={16} /> {copied ? t("copied") : t("copy")}
        </button>
        <p className={styles.handoffNote}>{t("note", { minutes: LINK_MINUTES })}</p>
      </div>
    </div>
  );
}
