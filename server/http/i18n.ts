import type { Context } from "hono";

/**
 * The API speaks the caller's language (Accept-Language, en or vi) in its messages, so a form can
 * show a server's field error as it is.
 */
const MESSAGES = {
  en: {
    invalid: "The given data was invalid.",
    unauthenticated: "Unauthenticated.",
    notFound: "Not found.",
    serverError: "Unexpected error has been occurred",
    unavailable: "The service is unavailable right now. Please try again in a moment.",
    timedOut: "The server took too long to answer. Please try again in a moment.",
    tooManyRequests: "Too many attempts. Please try again in {seconds} seconds.",
    forbidden: "This action is not allowed.",
    accountInactive: "Your account is not active.",
    accountBlocked: "Your account is blocked.",
    required: "This field is required.",
    invalidValue: "This value is not valid.",
  },
  vi: {
    invalid: "Dữ liệu gửi lên không hợp lệ.",
    unauthenticated: "Bạn chưa đăng nhập.",
    notFound: "Không tìm thấy.",
    serverError: "Đã xảy ra lỗi không mong muốn",
    unavailable: "Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau giây lát.",
    timedOut: "Máy chủ phản hồi quá chậm. Vui lòng thử lại sau giây lát.",
    tooManyRequests: "Bạn đã thử quá nhiều lần. Vui lòng thử lại sau {seconds} giây.",
    forbidden: "Bạn không được phép thực hiện thao tác này.",
    accountInactive: "Tài khoản của bạn chưa được kích hoạt.",
    accountBlocked: "Tài khoản của bạn đã bị khóa.",
    required: "Trường này là bắt buộc.",
    invalidValue: "Giá trị này không hợp lệ.",
  },
} as const;

export type ApiLanguage = keyof typeof MESSAGES;
export type CommonMessageKey = keyof (typeof MESSAGES)["en"];

/** The language of an Accept-Language header: vi when the first choice is Vietnamese, else en. */
export function languageOfHeader(header: string | null | undefined): ApiLanguage {
  const first = (header ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("vi") ? "vi" : "en";
}

export function languageOf(c: Context): ApiLanguage {
  return languageOfHeader(c.req.header("accept-language"));
}

/** Fills {name} placeholders. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

export function message(c: Context, key: CommonMessageKey, values?: Record<string, string | number>): string {
  return format(MESSAGES[languageOf(c)][key], values);
}

/** The same messages for code that runs outside Hono (server/main.ts answers before the app can). */
export function messageFor(request: Request, key: CommonMessageKey): string {
  return MESSAGES[languageOfHeader(request.headers.get("accept-language"))][key];
}

/** For a route's own messages: pick the caller's language from an { en, vi } pair. */
export function pick(
  c: Context,
  texts: { en: string; vi: string },
  values?: Record<string, string | number>,
): string {
  return format(texts[languageOf(c)], values);
}
