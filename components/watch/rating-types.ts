/** What the rating's parts share (./rating-section.tsx): kept apart so none pulls in another's code. */

/** A rating as drawn: the average, how many rated, and the viewer's own score. */
export type RatingFigures = { average: number | null; count: number; score: number | null };

/** What the viewer did to the server's stars before the live part arrived: done again by it. */
export type EarlyInput = { focused: number | null; clicked: number | null };

/** The stars' score attribute: what a click or focus on a star drawn by the server stands for. */
export const SCORE_ATTRIBUTE = "data-score";
