"use client";

import type { TitleKind } from "@/lib/contract/catalogue";
import type { PanelSourceOf, PlayerExtension } from "./player-extension";

/** What is playing, for a link that opens it elsewhere. */
export type HandoffTitle = { kind: TitleKind; id: number; episodeId: number | null };

// Its button comes in the player's own chunk (./loaded-on-play.ts); the dialog and its QR encoder
// when the viewer opens it.
const loadHandoff = () => import("./loaded-on-play").then((m) => m.handoffPanel);

/**
 * "Continue on another device" (issue #18) for the player's `extensions`. Its button shows to a
 * signed-in viewer only and asks the session itself (./handoff-control.tsx), so neither the player
 * nor the page does: the film page's first load carries no more than this object.
 */
export function handoffExtension(kind: TitleKind, id: number, episodeId: number | null): PlayerExtension {
  const panel = { load: loadHandoff, data: { kind, id, episodeId } } satisfies PanelSourceOf<HandoffTitle>;
  return { id: "handoff", panel };
}
