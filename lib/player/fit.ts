/**
 * Where the player sits in the window (issue #35): its stage fits the band between the page's sticky
 * header and the window's bottom edge, and a phone turned sideways while a film plays goes fullscreen.
 */

/** A touch screen with no mouse (a phone, a tablet): no keyboard help, bigger targets, turn to fullscreen. */
export const TOUCH_ONLY_QUERY = "(hover: none) and (pointer: coarse)";

/** The space kept between the stage and the header above it or the window's edge below it, in px. */
export const STAGE_GAP_PX = 12;

type Span = { top: number; bottom: number };

/**
 * How far to scroll (px, negative up) so that `stage` lies inside `band` (both relative to the
 * window): 0 when it already does; a stage taller than the band shows its top, where the picture is.
 */
export function scrollToFit(stage: Span, band: Span): number {
  if (stage.top >= band.top && stage.bottom <= band.bottom) return 0;
  const alignTop = stage.top - band.top;
  if (stage.bottom - stage.top > band.bottom - band.top) return alignTop;
  // Whichever edge is out comes in, and no further: the smallest move.
  return stage.top < band.top ? alignTop : stage.bottom - band.bottom;
}

export type TurnAction = "enter" | "exit" | null;

/**
 * What turning a touch-only device does to fullscreen: sideways while playing goes in; upright again
 * leaves only a fullscreen that turning started (one the viewer chose with the button stays).
 */
export function turnAction({
  landscape,
  playing,
  fullscreen,
  enteredByTurning,
}: {
  landscape: boolean;
  playing: boolean;
  fullscreen: boolean;
  enteredByTurning: boolean;
}): TurnAction {
  if (landscape && playing && !fullscreen) return "enter";
  if (!landscape && fullscreen && enteredByTurning) return "exit";
  return null;
}
