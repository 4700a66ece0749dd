import { spokenWait } from "@/lib/format";

/**
 * What a failed sign-in reports to the dialog, through next-auth's error string: the backend's
 * answer (SignInRefusalSchema, lib/contract/accounts.ts) reduced to what the dialog says.
 */
export type SignInFailure = {
  status: number;
  message: string;
  /** Seconds until a 429 ends. */
  retryAfter: number;
  /** Wrong passwords this device has left before its sign-in pauses, when few are (a 401). */
  attemptsLeft: number | null;
  /** How long that pause lasts, in seconds (with attemptsLeft). */
  lockoutSeconds: number | null;
  /** The first message of each field the backend refused (a 422), by its name in the body. */
  fields: Record<string, string>;
  /** Why a 403 is not an inactive account ("phone_not_verified"); "" when it is one. */
  reason: string;
};

const PREFIX = "cineva:";
const UNKNOWN: SignInFailure = {
  status: 0,
  message: "",
  retryAfter: 0,
  attemptsLeft: null,
  lockoutSeconds: null,
  fields: {},
  reason: "",
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const count = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** `{ field: message }` of the non-empty string messages of `errors`, each field's first when a list. */
function messagesByField(errors: unknown, pick: (messages: unknown) => unknown): Record<string, string> {
  if (!isRecord(errors)) return {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const message = pick(messages);
    if (typeof message === "string" && message) fields[field] = message;
  }
  return fields;
}

/** A failure from the backend's answer: its status and body (SignInRefusalSchema). */
export function failureFrom(status: number, body: unknown): SignInFailure {
  const fields = isRecord(body) ? body : {};
  return {
    status,
    message: text(fields.message),
    retryAfter: count(fields.retry_after) ?? 0,
    attemptsLeft: count(fields.attempts_left),
    lockoutSeconds: count(fields.lockout_seconds),
    fields: messagesByField(fields.errors, (messages) => (Array.isArray(messages) ? messages[0] : null)),
    reason: text(fields.reason),
  };
}

export function encodeSignInError(failure: SignInFailure): string {
  return PREFIX + JSON.stringify(failure);
}

export function decodeSignInError(error: string | null | undefined): SignInFailure {
  if (error?.startsWith(PREFIX)) {
    try {
      const value: unknown = JSON.parse(error.slice(PREFIX.length));
      if (isRecord(value))
        return {
          status: Number(value.status) || 0,
          message: text(value.message),
          retryAfter: Number(value.retryAfter) || 0,
          attemptsLeft: count(value.attemptsLeft),
          lockoutSeconds: count(value.lockoutSeconds),
          fields: messagesByField(value.fields, (message) => message),
          reason: text(value.reason),
        };
    } catch {
      // fall through
    }
  }
  return UNKNOWN;
}

export type SignInErrorKind =
  "credentials" | "fields" | "tooMany" | "inactive" | "blocked" | "unverified" | "unreachable" | "unknown";

/** Which translated message the dialog shows for a failure. */
export function signInErrorKind({
  status,
  reason,
}: Pick<SignInFailure, "status" | "reason">): SignInErrorKind {
  switch (status) {
    case 401:
      return "credentials";
    case 422:
      return "fields";
    case 429:
      return "tooMany";
    case 403:
      return reason === "phone_not_verified" ? "unverified" : "inactive";
    case 423:
      return "blocked";
    case 0:
      return "unreachable";
    default:
      return "unknown";
  }
}

/**
 * The warning before the last wrong passwords: how many are left and how long sign-in then pauses,
 * said in minutes (seconds under one). Null when the backend gave no warning.
 */
export function attemptsWarning({
  attemptsLeft,
  lockoutSeconds,
}: Pick<SignInFailure, "attemptsLeft" | "lockoutSeconds">) {
  return attemptsLeft === null || lockoutSeconds === null
    ? null
    : { left: attemptsLeft, wait: spokenWait(lockoutSeconds) };
}
