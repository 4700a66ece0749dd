/**
 * The `sizes` of a title's still as the player's poster. The watch page's blurred backdrop uses the
 * same: on a film page, where both show the film's still, the browser downloads it once.
 */
export const STAGE_IMAGE_SIZES = "(min-width: 1440px) 1280px, 100vw";
