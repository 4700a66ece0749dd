"use client";

import { useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import type { TitleKind } from "@/lib/contract/catalogue";
import { useLoaded } from "@/components/ui/use-loaded";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { SCORE_ATTRIBUTE, type EarlyInput, type RatingFigures } from "./rating-types";
import styles from "./rating.module.scss";

const loadLiveRating = () => import("./live-rating").then((m) => m.LiveRating);

type Props = {
  kind: TitleKind;
  titleId: number;
  initial: RatingFigures;
  headingId: string;
  /** The server's stars, shown until the live part has loaded. */
  children: ReactNode;
};

function scoreOf(event: SyntheticEvent): number | null {
  const star = event.target instanceof Element ? event.target.closest(`[${SCORE_ATTRIBUTE}]`) : null;
  const score = Number(star?.getAttribute(SCORE_ATTRIBUTE));
  return Number.isInteger(score) && score > 0 ? score : null;
}

/**
 * Loads the rating's live part once the section nears the viewport, or at once on a click on a
 * server's star: those stay until it is ready, then it takes their focus over and makes the click.
 */
export function RatingOnDemand({ children, ...props }: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const earlyRef = useRef<EarlyInput>({ focused: null, clicked: null });
  const [reached, setReached] = useState(false);
  // The server's stars stay (and keep any focus) until the live part's code is here.
  const LiveRating = useLoaded(near || reached, loadLiveRating);
  const live = LiveRating !== null;

  // A focus only is noted: reaching a star by keyboard scrolls it near anyway, and loading on a
  // pointer's focus could swap the stars between its press and release, losing the click.
  function note(event: SyntheticEvent, clicked: boolean) {
    const score = scoreOf(event);
    if (score === null) return;
    earlyRef.current = { focused: score, clicked: clicked ? score : earlyRef.current.clicked };
    if (clicked) setReached(true);
  }

  return (
    <div
      ref={ref}
      className={styles.ratingBody}
      onFocusCapture={live ? undefined : (event) => note(event, false)}
      onClickCapture={live ? undefined : (event) => note(event, true)}
    >
      {LiveRating ? (
        // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once
        <LiveRating {...props} earlyRef={earlyRef} />
      ) : (
        children
      )}
    </div>
  );
}
