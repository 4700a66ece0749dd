import { forwardToStudio } from "@/lib/studio/forward";

/** The studio's uploads from the browser (issue #37): tus-js-client speaks tus to this address. */
const forward = (request: Request) => forwardToStudio(request);

export { forward as DELETE, forward as GET, forward as HEAD, forward as PATCH, forward as POST };
