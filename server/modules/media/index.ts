/** The media host: artwork and avatars under /images, HLS video under /media. */
export { mediaRoutes } from "./routes";
export { extensionOf, MEDIA_TYPES } from "./media-files";
