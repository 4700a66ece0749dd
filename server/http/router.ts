import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { invalid } from "./validation";

export type App = OpenAPIHono<AppEnv>;

/** A router for one group of endpoints; 422s for bad input come out in the Laravel shape. */
export function createRouter(): App {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      // @hono/zod-validator hands the hook what was sent as `data`, which this type leaves out.
      if (!result.success) throw invalid(c, result.error.issues, (result as { data?: unknown }).data);
    },
  });
}
