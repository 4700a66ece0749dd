import { sql } from "drizzle-orm";
import { RESOURCE_POLICY } from "@/runtime/csp.mjs";
import { HTTPException } from "hono/http-exception";
import { methodNotAllowed } from "hono/method-not-allowed";
import { limitBodies } from "./http/body-limit";
import type { Deps } from "./http/context";
import { HttpError } from "./http/errors";
import { message } from "./http/i18n";
import { countResponse, counters, mayReadMetrics, renderMetrics } from "./http/metrics";
import { createRouter, type App } from "./http/router";
import { refuseUnsafeUrls } from "./http/safe-url";
import { registerRoutes } from "./modules";
import { userForToken } from "./modules/sessions";
import { installFaults } from "./faults";

/**
 * The embedded backend: the {host}/api contract (product §7), the media host's
 * /images and /media, and in sandbox mode the providers' test pages. Built around injected deps.
 */
export function createApp(deps: Deps): App {
  const app = createRouter();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("userForToken", userForToken);
    c.set("user", null);
    c.set("tokenId", null);
    c.set("staff", null);
    await next();
    countResponse(c.res.status);
    // JSON, artwork and video run nothing (runtime/csp.mjs); the sandbox's HTML pages set their own.
    if (!c.res.headers.has("Content-Security-Policy"))
      c.res.headers.set("Content-Security-Policy", RESOURCE_POLICY);
  });

  // A known path asked with a method it does not take: 405 with the methods it does (OPTIONS: 204).
  app.use(
    "*",
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        const Allow = [...methods, "OPTIONS"].join(", ");
        if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow });
        return c.json({ message: message(c, "methodNotAllowed") }, 405, { Allow });
      },
    }),
  );
  // Before anything reads the request: its size (413), and text that may not reach SQL (404, 422).
  app.use("*", limitBodies);
  app.use("*", refuseUnsafeUrls);

  // For load balancers and the e2e runner: answers once the database is migrated (and seeded).
  app.get("/api/health", async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: "ok" });
  });

  // For operators and `npm run bench`: database statements and responses since start.
  app.get("/api/metrics", (c) => {
    if (!mayReadMetrics(deps.config.metricsToken, c.req.header("Authorization"))) {
      throw new HttpError(401, message(c, "unauthenticated"));
    }
    c.header("Cache-Control", "no-store");
    return c.text(renderMetrics(counters(), Date.now()), 200, {
      "Content-Type": "text/plain; version=0.0.4; charset=utf-8",
    });
  });

  // Only with CINEVA_FAULTS=1 (server/faults.ts); before the routes, so its middleware sees them all.
  if (deps.config.faults) installFaults(app);

  registerRoutes(app);

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "The access_token from /login, /verify-otp, /social-login or /social-register.",
  });
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Cineva API",
      version: "1.0.0",
      description: "The {host}/api contract of the Cineva site.",
    },
  });

  app.notFound((c) => c.json({ message: message(c, "notFound") }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.body(), error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's own refusals (a malformed JSON body, say) are the caller's fault.
      // architecture §1: invalid input is a 422, whatever part of it Hono could not read.
      const status = error.status >= 500 ? 500 : error.status === 400 ? 422 : error.status;
      return c.json(
        { message: status === 422 ? message(c, "invalid") : error.message || message(c, "invalid") },
        status,
      );
    }
    console.error("API error", c.req.method, new URL(c.req.url).pathname, error);
    return c.json({ message: message(c, "serverError") }, 500);
  });

  return app;
}
