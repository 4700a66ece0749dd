/**
 * A title's media, live (issue #37): while files are checked and packaged, the studio holds one
 * stream of server-sent events, and gets the title's uploads and packagings each time they change
 * (a worker's progress, a check's verdict, segments found), a second at most after it happened.
 *
 * The stream reads the database once a second rather than being told: workers are other processes,
 * maybe other machines, and PGlite has no LISTEN across processes; one indexed read a second per open
 * studio tab costs nothing a page would notice. A stream ends after LIVE_FOR_MS and the browser's
 * EventSource opens the next one, so no connection is held forever.
 */
import { streamSSE } from "hono/streaming";
import { StudioTitleMediaSchema, type StudioTitleMedia } from "@/lib/contract/studio-packagings";
import { StudioTitleParamsSchema } from "@/lib/contract/studio-catalogue";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { titleNames } from "../catalogue";
import { studioRoute } from "./access";
import { packagingsOfTitle } from "./packaging-routes";
import { uploadsOfTitle } from "./uploads-routes";

/** How often the stream reads the title's media again. */
export const LIVE_EVERY_MS = 1000;
/** How long one stream lasts before the browser opens the next. */
export const LIVE_FOR_MS = 5 * 60_000;
/** A comment this often keeps a proxy from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

const liveRoute = studioRoute(
  { kind: "permission", permission: "catalogue" },
  {
    method: "get",
    path: "/studio/titles/{kind}/{id}/media/live",
    tags: ["studio"],
    summary:
      "A title's uploads and packagings as server-sent events: an event `media` (the JSON below) at once and on each change",
    request: { params: StudioTitleParamsSchema },
    responses: {
      200: {
        description: "text/event-stream; each `media` event's data is this JSON",
        content: { "text/event-stream": { schema: StudioTitleMediaSchema } },
      },
      404: error("No such title"),
    },
  },
);

export function studioMediaLiveRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(liveRoute, async (c) => {
    const { kind, id } = c.req.valid("param");
    if (!(await titleNames(c.var.deps.db, { kind, id }))) throw new HttpError(404, message(c, "notFound"));
    const read = async (): Promise<StudioTitleMedia> => {
      const [uploads, packagings] = await Promise.all([
        uploadsOfTitle(c, kind, id),
        packagingsOfTitle(c, kind, id),
      ]);
      return { uploads, packagings };
    };
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const until = Date.now() + LIVE_FOR_MS;
      let sent = "";
      let quietSince = Date.now();
      while (!stream.aborted && Date.now() < until) {
        const media = JSON.stringify(await read());
        if (media !== sent) {
          await stream.writeSSE({ event: "media", data: media, retry: LIVE_EVERY_MS });
          sent = media;
          quietSince = Date.now();
        } else if (Date.now() - quietSince > KEEP_ALIVE_MS) {
          await stream.write(": still here\n\n");
          quietSince = Date.now();
        }
        await stream.sleep(LIVE_EVERY_MS);
      }
    }) as never;
  });
}
