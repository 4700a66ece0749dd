"use client";

import { lazy, Suspense, useEffect } from "react";
import { useTranslations } from "next-intl";
import { Smartphone } from "@/components/ui/icons";
import type { HandoffTitle } from "./handoff-extension";
import { PanelToggle } from "./panel-toggle";
import type { PanelButtonProps, PanelModule, PanelProps } from "./player-extension";
import { usePlayerActions, usePlayerState } from "./player-store";

// The dialog and its QR encoder load when the viewer opens it.
const HandoffPanel = lazy(() => import("./handoff-panel").then((m) => ({ default: m.HandoffPanel })));

/** Shown once the duration is known: the link carries the position out of it. */
function HandoffButton(props: PanelButtonProps) {
  const t = useTranslations("player.handoff");
  const known = usePlayerState((s) => Number.isFinite(s.duration));
  if (!known) return null;
  return (
    <PanelToggle {...props} label={t("open")}>
      <Smartphone aria-hidden="true" size={20} />
    </PanelToggle>
  );
}

function HandoffDialog({ id, panelRef, onClose, data }: PanelProps<HandoffTitle>) {
  const { pause } = usePlayerActions();
  const time = usePlayerState((s) => s.time);
  const duration = usePlayerState((s) => s.duration);
  // Handing off pauses here: the other device takes over from this second.
  useEffect(() => pause(), [pause]);
  return (
    <Suspense fallback={null}>
      <HandoffPanel
        id={id}
        panelRef={panelRef}
        title={data}
        position={time}
        duration={duration}
        onClose={onClose}
      />
    </Suspense>
  );
}

/** "Continue on another device" as a player panel (./handoff-extension.ts adds it). */
export const handoffPanel: PanelModule<HandoffTitle> = { Button: HandoffButton, Panel: HandoffDialog };
