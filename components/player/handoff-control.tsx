"use client";

import { lazy, Suspense, useEffect } from "react";
import { useTranslations } from "next-intl";
import { useSession } from "@/components/auth/session-provider";
import { Smartphone } from "@/components/ui/icons";
import type { HandoffTitle } from "./handoff-extension";
import { PanelToggle } from "./panel-toggle";
import type { PanelButtonProps, PanelModule, PanelProps } from "./player-extension";
import { usePlayerActions, usePlayerState } from "./player-store";

// The dialog and its QR encoder load when the viewer opens it.
const HandoffPanel = lazy(() => import("./handoff-panel").then((m) => ({ default: m.HandoffPanel })));

/** Shown to a signed-in viewer once the duration is known: the link carries the position out of it. */
function HandoffButton(props: PanelButtonProps) {
  const t = useTranslations("player.handoff");
  const known = usePlayerState((s) => Number.isFinite(s.duration));
  const signedIn = useSession().status === "authenticated";
  if (!known || !signedIn) return null;
  return (
    <PanelToggle {...props} label={t("open")}>
      <Smartphone aria-hidden="true" size={20} />
    </PanelToggle>
  );
}

function HandoffDialog(props: PanelProps<HandoffTitle>) {
  const { pause } = usePlayerActions();
  // Handing off pauses here, as the dialog opens: the other device takes over from this second.
  useEffect(() => pause(), [pause]);
  return (
    <Suspense fallback={null}>
      <HandoffPanel {...props} />
    </Suspense>
  );
}

/** "Continue on another device" as a player panel (./handoff-extension.ts adds it). */
export const handoffPanel: PanelModule<HandoffTitle> = { Button: HandoffButton, Panel: HandoffDialog };
