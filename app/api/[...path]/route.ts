import { revalidateChangedTags } from "@/lib/api/changed-tags";
import { handleRequest } from "@/server/main";

/**
 * Served by the embedded backend (server/README.md); the site's cached pages its answer changed are
 * revalidated on the way out (lib/api/changed-tags.ts).
 */
async function serve(request: Request): Promise<Response> {
  return revalidateChangedTags(await handleRequest(request));
}

export {
  serve as DELETE,
  serve as GET,
  serve as HEAD,
  serve as OPTIONS,
  serve as PATCH,
  serve as POST,
  serve as PUT,
};
