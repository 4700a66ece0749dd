import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The Laravel-shaped error body of architecture §1, and what a program may act on. */
export type ErrorBody = { message: string; errors?: Record<string, string[]> } & Record<string, unknown>;

/** An answer the API gives on purpose: a status, a message and maybe field errors. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Fields beside the message a program acts on (`retry_after`, `attempts_left`, `reason`). */
    readonly details?: Record<string, number | string>,
  ) {
    super(message);
    this.name = "HttpError";
  }

  body(): ErrorBody {
    return { ...this.details, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}
