/** What a failed sign-in reports to the dialog, through next-auth's error string. */
export type SignInFailure = {
  status: number;
  message: string;
  /** Seconds until a 429 ends. */
  retryAfter: number;
  /** Wrong passwords this device has left before its sign-in pauses, when few are (a 401). */
  attemptsLeft: number | null;
};

const PREFIX = "cineva:";
const UNKNOWN: SignInFailure = { status: 0, message: "", retryAfter: 0, attemptsLeft: null };

const count = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;

/** A failure from the backend's answer: its status and body (`message`, `retry_after`, `attempts_left`). */
export function failureFrom(status: number, body: unknown): SignInFailure {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return {
    status,
    message: typeof fields.message === "string" ? fields.message : "",
    retryAfter: count(fields.retry_after) ?? 0,
    attemptsLeft: count(fields.attempts_left),
  };
}

export function encodeSignInError(failure: SignInFailure): string {
  return PREFIX + JSON.stringify(failure);
}

export function decodeSignInError(error: string | null | undefined): SignInFailure {
  if (error?.startsWith(PREFIX)) {
    try {
      const value = JSON.parse(error.slice(PREFIX.length)) as Partial<SignInFailure>;
      return {
        status: Number(value.status) || 0,
        message: String(value.message ?? ""),
        retryAfter: Number(value.retryAfter) || 0,
        attemptsLeft: count(value.attemptsLeft),
      };
    } catch {
      // fall through
    }
  }
  return UNKNOWN;
}

export type SignInErrorKind =
  "credentials" | "tooMany" | "inactive" | "blocked" | "unverified" | "unreachable" | "unknown";

/** Which translated message the dialog shows for a failure. */
export function signInErrorKind({ status }: Pick<SignInFailure, "status">): SignInErrorKind {
  switch (status) {
    case 401:
    case 422:
      return "credentials";
    case 429:
      return "tooMany";
    case 403:
      return "inactive";
    case 423:
      return "blocked";
    case 0:
      return "unreachable";
    default:
      return "unknown";
  }
}
