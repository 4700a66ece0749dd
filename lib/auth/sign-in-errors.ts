/** What a failed sign-in reports to the dialog, through next-auth's error string. */
export type SignInFailure = { status: number; message: string; retryAfter: number };

const PREFIX = "cineva:";

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
      };
    } catch {
      // fall through
    }
  }
  return { status: 0, message: "", retryAfter: 0 };
}

export type SignInErrorKind =
  "credentials" | "tooMany" | "inactive" | "blocked" | "unverified" | "unreachable" | "unknown";

/** Which translated message the dialog shows for a failure. */
export function signInErrorKind({ status }: SignInFailure): SignInErrorKind {
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
