import type { ErrorBody } from "@/lib/contract/common";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The Laravel error shape `{ message, errors? }` (ErrorBodySchema), read without zod: every failed
 * call in the browser reads it, and zod is kept out of the pages' first-load JS (lib/api/client.ts).
 * Unknown keys are dropped, as zod does; a test holds the two readings equal.
 */
export function readErrorBody(data: unknown): ErrorBody | undefined {
  if (!isRecord(data) || typeof data.message !== "string") return undefined;
  if (data.errors === undefined) return { message: data.message };
  if (!isRecord(data.errors)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(data.errors)) {
    if (!Array.isArray(messages) || !messages.every((item) => typeof item === "string")) return undefined;
    errors[field] = messages as string[];
  }
  return { message: data.message, errors };
}
