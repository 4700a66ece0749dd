"use client";

import { useEffect, useRef, useState } from "react";

/** The controls fade this long after the last pointer move, focus or shortcut. */
export const HIDE_CONTROLS_MS = 2500;

/**
 * Whether the player's controls show: after any activity (`wake`, for pointer moves, focus and
 * shortcuts) until HIDE_CONTROLS_MS of quiet, and always while `pinned` (paused, settings open).
 */
export function useControlsVisibility(pinned: boolean) {
  const [active, setActive] = useState(true);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function wake() {
    setActive(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setActive(false), HIDE_CONTROLS_MS);
  }

  return { visible: active || pinned, wake };
}
