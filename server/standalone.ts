/** `npm run api`: the backend on its own, for a deployment that separates it from the web app. */
import "@/runtime/peer-address.mjs";
import "./unserved-methods";
import { serve } from "@hono/node-server";
import { sandboxOn } from "./shared/config";
import { getApp, handleRequest } from "./main";
import { checkSandboxStart, enforceSandboxStart } from "./sandbox-start";

// The API alone serves no pages, so no banner to agree with.
enforceSandboxStart(checkSandboxStart({ ...process.env, CINEVA_HOST: process.env.API_HOST }, null));

const port = Number(process.env.API_PORT || 4000);

getApp()
  .then(() => {
    // Through handleRequest, as in Next: the same deadline for reads and 503 when the backend fails.
    serve(
      {
        fetch: handleRequest,
        port,
        hostname: process.env.API_HOST || (sandboxOn(process.env) ? "127.0.0.1" : "0.0.0.0"),
      },
      (info) => {
        console.info(`Cineva API listening on http://localhost:${info.port}/api`);
      },
    );
  })
  .catch((error: unknown) => {
    console.error("Cineva API failed to start", error);
    process.exit(1);
  });
