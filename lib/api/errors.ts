/**
 * What lib/api throws. Always Error subclasses (architecture §8), so stacks survive and `instanceof` works.
 */
import type { z } from "zod";
import type { ErrorBody } from "@/lib/contract/common";
import { readErrorBody } from "./error-body";

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The body parsed as the Laravel error shape, when it is one. */
  readonly body: ErrorBody | undefined;

  constructor(
    readonly status: number,
    /** The response body as received (parsed JSON, text, or undefined when empty). */
    readonly data: unknown,
    readonly method: string,
    readonly url: string,
  ) {
    const body = readErrorBody(data);
    super(body?.message || `HTTP ${status}: ${method} ${url}`);
    this.body = body;
  }
}

/** A 2xx response whose body did not match its zod schema (or was not JSON at all). */
export class ResponseShapeError extends Error {
  override readonly name = "ResponseShapeError";

  constructor(
    readonly method: string,
    readonly url: string,
    readonly data: unknown,
    readonly issues: z.ZodError["issues"],
  ) {
    const where = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
      .join("; ");
    super(`Unexpected response shape from ${method} ${url}: ${where}`);
  }
}

export type NetworkErrorKind = "timeout" | "unreachable";

/** No response at all: the call timed out or the server could not be reached. */
export class NetworkError extends Error {
  override readonly name = "NetworkError";

  constructor(
    readonly kind: NetworkErrorKind,
    readonly method: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(
      kind === "timeout" ? `Request timed out: ${method} ${url}` : `Network error: ${method} ${url}`,
      options,
    );
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** First message per field of a 422 response; empty for any other error. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error, 422) || !error.body?.errors) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    const first = messages[0];
    if (first !== undefined) result[field] = first;
  }
  return result;
}
