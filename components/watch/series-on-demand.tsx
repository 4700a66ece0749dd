"use client";

import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import { useSession } from "@/components/auth/session-provider";
import { CARRY_OVER_FRAGMENT, PLAYER_START_EVENT } from "@/components/player/events";
import { useLoaded } from "@/components/ui/use-loaded";
import { focusIfLost, isPlainClick } from "@/lib/dom-input";
import type { SeriesEarlyInput } from "./series-early-input";
import type { SeriesWatchProps } from "./series-watch";

const loadLive = () => import("./series-watch");
const loadSeriesWatch = () => loadLive().then((m) => m.SeriesWatch);

type Props = Omit<SeriesWatchProps, "early"> & {
  /** The server's drawing of the same (./series-watch-section.tsx), shown until the live part loads. */
  children: ReactNode;
};

/** A selector for the element's twin in the live part (./series-watch-view.tsx's `data-part`s). */
function twinSelector(root: HTMLElement, element: Element | null): string | null {
  if (!(element instanceof HTMLElement) || !root.contains(element) || !element.dataset.part) return null;
  return ["part", "season", "episode"]
    .filter((name) => element.dataset[name] !== undefined)
    .map((name) => `[data-${name}="${CSS.escape(element.dataset[name]!)}"]`)
    .join("");
}

/**
 * A series page's episodes as the server drew them (real links), with the live part (switching
 * without reloading, the viewer's history, the countdown) loaded when wanted: at once for a signed-in
 * viewer (their history picks the episode), on a guest's first press of Play, an episode or the
 * season select, and ahead on the pointer's way there. What was pressed is done by the live part.
 */
export function SeriesOnDemand({ children, ...props }: Props) {
  const { status } = useSession();
  const rootRef = useRef<HTMLDivElement>(null);
  const [early, setEarly] = useState<SeriesEarlyInput | null>(null);
  // The server's drawing stays (with its focus) until the live part's code is here.
  const SeriesWatch = useLoaded(early !== null || status === "authenticated", loadSeriesWatch);
  const live = SeriesWatch !== null;

  function want(change: Partial<SeriesEarlyInput>) {
    const root = rootRef.current;
    const twin = root ? twinSelector(root, document.activeElement) : null;
    const restoreFocus = () => focusIfLost(twin === null ? null : root?.querySelector(twin));
    setEarly((before) => ({ pick: null, seasonId: null, start: false, ...before, ...change, restoreFocus }));
  }

  // An episode playing when the viewer switched language carries on (player/use-carry-over.ts).
  useEffect(() => {
    if (location.hash.startsWith(CARRY_OVER_FRAGMENT)) want({ start: true });
  }, []);

  // The hero's Play button.
  useEffect(() => {
    if (live) return;
    const start = () => want({ start: true });
    window.addEventListener(PLAYER_START_EVENT, start);
    return () => window.removeEventListener(PLAYER_START_EVENT, start);
  });

  function onClick(event: SyntheticEvent<HTMLDivElement, MouseEvent>) {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-testid=play]")) return want({ start: true });
    const link = target?.closest<HTMLAnchorElement>("a[data-episode]");
    if (!link || !isPlainClick(event.nativeEvent)) return;
    const season = props.seasons.find((s) => s.season_no === Number(link.dataset.season));
    const episode = season?.episodes.find((e) => e.episode_no === Number(link.dataset.episode));
    if (!season || !episode) return; // the link works as a link
    event.preventDefault();
    want({ pick: { season, episode } });
  }

  return (
    <div
      ref={rootRef}
      onClickCapture={live ? undefined : onClick}
      onChangeCapture={
        live
          ? undefined
          : (event) => {
              if (event.target instanceof HTMLSelectElement) want({ seasonId: Number(event.target.value) });
            }
      }
      onPointerEnter={live ? undefined : () => void loadLive()}
      onFocusCapture={live ? undefined : () => void loadLive()}
    >
      {SeriesWatch ? (
        // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once
        <SeriesWatch {...props} early={early} />
      ) : (
        children
      )}
    </div>
  );
}
