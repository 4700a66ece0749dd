import { handleRequest } from "./main";

/** The route handlers that mount the embedded backend in Next: app/{api,images,media,sandbox}/[...path]. */
export const GET = handleRequest;
export const HEAD = handleRequest;
export const POST = handleRequest;
export const PUT = handleRequest;
export const PATCH = handleRequest;
export const DELETE = handleRequest;
export const OPTIONS = handleRequest;
