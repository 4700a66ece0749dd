/**
 * One endpoint of the backend, declared once (architecture §12.1): its method, its path below /api,
 * and the schemas of its path parameters, query, body and JSON answer. The server's route is built from
 * it (server/http/openapi.ts `route`), and so the OpenAPI document; callers reach it through the API
 * client's `call`, which fills the path, sends the input and parses the answer with the same schemas.
 *
 * This file holds types and one small function only: importing it costs a page no zod.
 */
import type { z } from "zod";

export type Method = "get" | "post" | "put" | "patch" | "delete";

export interface Endpoint {
  method: Method;
  /**
   * Below /api (a few are served from the site's root instead, media files and the sandbox's payment
   * page; their declarations say so), each parameter written {name} (OpenAPI's form, which
   * @hono/zod-openapi reads).
   */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart form's fields (a file among them). */
  form?: z.ZodType;
  /** The JSON answer of success. Absent when the answer is not JSON (a page, a redirect, a file). */
  response?: z.ZodType;
  /** The status of success; 200 unless said. */
  status?: 200 | 201;
}

/** Declares an endpoint, keeping its literal types (method, path, schemas) for the server and callers. */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

/** The names a path template holds: "/favorites/{kind}/{id}" → "kind" | "id". */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type ParamsInput<E extends Endpoint> = [PathParamNames<E["path"]>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E["path"]>, string | number> };

/** Required when the schema requires a field, optional when every field is. */
type Part<Name extends string, S> = S extends z.ZodType
  ? Record<never, never> extends z.input<S>
    ? { [K in Name]?: z.input<S> }
    : { [K in Name]: z.input<S> }
  : { [K in Name]?: undefined };

/** What a caller gives a call: the path's parameters, the query, the body or the form. */
export type CallInput<E extends Endpoint> = ParamsInput<E> &
  Part<"query", E["query"]> &
  Part<"body", E["body"]> &
  (E["form"] extends z.ZodType ? { form: FormData } : { form?: undefined });

/** What a call answers: the parsed success body. */
export type Answer<E extends Endpoint> = E["response"] extends z.ZodType ? z.output<E["response"]> : never;

/** The address below /api an endpoint answers for these parameters, each one URL-encoded. */
export function pathOf(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
