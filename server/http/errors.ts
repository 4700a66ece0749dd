import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The Laravel-shaped error body the spec implies (DESIGN §1). */
export type ErrorBody = { message: string; errors?: Record<string, string[]> };

/** An answer the API gives on purpose: a status, a message and maybe field errors. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }

  body(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}
