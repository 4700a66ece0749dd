/** The media host: artwork and avatars under /images, HLS video under /media. */
export { mediaRoutes, sendMediaFile } from "./routes";
export { safeRelativePath } from "./media-files";
export { extensionOf, MEDIA_TYPES } from "./media-files";
