/**
 * What every route file needs to describe itself in /api/openapi.json: the JSON answer and body
 * shapes, the error answer, the bearer scheme, the answers of a signed-in-only call and the calls that
 * know the viewer when signed in.
 */
import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { ErrorBodySchema } from "@/lib/contract/common";
import { optionalUser, requireUser } from "./auth";

/** A JSON answer of this shape. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** An error answer ({ message, errors? }). */
export const error = (description: string) => json(ErrorBodySchema, description);

/** A required JSON request body, for `request: { body: jsonBody(Schema) }`. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  content: { "application/json": { schema } },
  required: true,
});

/** An HTML answer (the sandbox's pages). */
export const html = (description: string) => ({
  content: { "text/html": { schema: z.string() } },
  description,
});

/** `security:` of a call that takes the viewer's access token. */
export const bearer = [{ bearerAuth: [] }];

/** The answers requireUser can give before the handler runs. */
export const signedIn = {
  401: error("Not signed in"),
  403: error("Account not active"),
  423: error("Account blocked"),
};

export const notFound = { 404: error("No such object (unknown or malformed id)") };
export const invalidQuery = { 422: error("Invalid query") };

/**
 * A call only a signed-in viewer may make: requireUser runs first, the bearer scheme is documented,
 * and so are the answers it can give before the handler (401, 403, 423).
 */
export function signedInRoute<R extends Omit<RouteConfig, "security" | "middleware">>(route: R) {
  return createRoute({
    ...route,
    security: bearer,
    middleware: [requireUser] as const,
    responses: { ...signedIn, ...route.responses },
  });
}

/** A call anyone may make that knows the viewer when a token comes along: optionalUser runs first. */
export function optionalUserRoute<R extends Omit<RouteConfig, "middleware">>(route: R) {
  return createRoute({ ...route, middleware: [optionalUser] as const });
}
