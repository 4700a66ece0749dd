/**
 * What every route file needs to describe itself in /api/openapi.json: the JSON answer and body
 * shapes, the error answer, the bearer scheme, the answers of a signed-in-only call and the calls that
 * know the viewer when signed in.
 */
import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { ErrorBodySchema } from "@/lib/contract/common";
import type { Endpoint } from "@/lib/contract/endpoint";
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

type JsonContent<S> = { content: { "application/json": { schema: S } } };
type Described = { description: string };

/** The schema an endpoint declares under `key`, or undefined when it declares none. */
type Declared<E, K extends keyof Endpoint> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** The request part of a route, from the endpoint's schemas. */
type RequestOf<E extends Endpoint> = {
  params: Declared<E, "params">;
  query: Declared<E, "query">;
  body: Declared<E, "body"> extends z.ZodType
    ? JsonContent<Declared<E, "body">> & { required: true }
    : Declared<E, "form"> extends z.ZodType
      ? { content: { "multipart/form-data": { schema: Declared<E, "form"> } }; required: true }
      : undefined;
};

/** The success answer of a route, from the endpoint's response schema and status. */
type SuccessOf<E extends Endpoint> =
  Declared<E, "response"> extends z.ZodType
    ? { [K in E extends { status: 201 } ? 201 : 200]: JsonContent<Declared<E, "response">> & Described }
    : Record<never, never>;

type Responses = NonNullable<RouteConfig["responses"]>;

/** What a route file adds to an endpoint: its documentation and the answers besides success. */
export interface RouteDoc<X extends Responses> {
  tags: string[];
  summary: string;
  description?: string;
  /** Describes the success answer. */
  answer?: string;
  /** The other answers (errors, a non-JSON success), e.g. `{ ...notFound, 422: error("…") }`. */
  responses?: X;
}

/**
 * A route's definition from its endpoint (lib/contract/endpoints): method, path and schemas come from
 * the one declaration the callers use too; the route file adds the documentation and the other answers.
 */
export function route<const E extends Endpoint, X extends Responses = Record<never, never>>(
  endpoint: E,
  doc: RouteDoc<X>,
): {
  method: E["method"];
  path: E["path"];
  tags: string[];
  summary: string;
  description?: string;
  request: RequestOf<E>;
  responses: SuccessOf<E> & X;
} {
  const { params, query, body, form, response, status = 200 } = endpoint;
  const request: Record<string, unknown> = {};
  if (params) request.params = params;
  if (query) request.query = query;
  if (body) request.body = jsonBody(body);
  if (form) request.body = { content: { "multipart/form-data": { schema: form } }, required: true };
  const success = response ? { [status]: json(response, doc.answer ?? "Success") } : {};
  return {
    method: endpoint.method,
    path: endpoint.path,
    tags: doc.tags,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    request: request as RequestOf<E>,
    responses: { ...success, ...doc.responses } as SuccessOf<E> & X,
  };
}
