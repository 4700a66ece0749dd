// @ts-check
/**
 * The widths the image optimiser makes (next.config.mjs `images`) and the one quality: read by the
 * config and by lib/responsive-image.ts, which writes the optimiser's addresses itself.
 */

/** Widths our artwork is shown at (cards up to 220 CSS px) at 1x–3x. */
export const IMAGE_SIZES = [96, 180, 360, 540];
/** Full-width pictures (banners, the stage). */
export const DEVICE_SIZES = [640, 1080, 1440, 1920];
/** Next's default and only allowed quality. */
export const IMAGE_QUALITY = 75;
