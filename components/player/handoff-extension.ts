"use client";

import { useSession } from "@/components/auth/session-provider";
import type { TitleKind } from "@/lib/contract/catalogue";
import { panelSource, type PlayerExtension } from "./player-extension";

/** What is playing, for a link that opens it elsewhere. */
export type HandoffTitle = { kind: TitleKind; id: number; episodeId: number | null };

// Its button loads with the player; the dialog and its QR encoder when the viewer opens it.
const loadHandoff = () => import("./handoff-control").then((m) => m.handoffPanel);

/**
 * "Continue on another device" (issue #18) for the player's `extensions`: offered to a signed-in
 * viewer only, so the page (which knows the session) adds it, and the player never asks who is in.
 */
export function useHandoffExtension(
  kind: TitleKind,
  id: number,
  episodeId: number | null,
): PlayerExtension | null {
  const signedIn = useSession().status === "authenticated";
  return signedIn ? { id: "handoff", panel: panelSource(loadHandoff, { kind, id, episodeId }) } : null;
}
