/**
 * Shapes shared by the backend (validates and serialises with them) and the frontend (parses every
 * response with them). architecture §1: a response that does not parse is an error, never a silent undefined.
 */
import { z } from "zod";

/** Laravel's error body: `{ message, errors?: { field: [messages] } }` (422 carries `errors`). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const USER_STATUSES = ["active", "inactive", "blocked"] as const;
export const USER_ROLES = ["viewer", "distributor"] as const;

/**
 * The user object of login, social-login, social-register and user-info (product §3.1).
 * Unknown extra keys are accepted and dropped (zod's default `strip`).
 */
export const UserSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /**
   * Whether the owner confirmed `email` (docs/security.md "Verified e-mails"). Ours (product §3.1): a
   * backend without it sends nothing, which reads as false.
   */
  email_verified: z.boolean().default(false),
  /** A file name under {host}/images/users/, or null when there is none. */
  avatar: z.string().nullable(),
  /**
   * Ours: the viewer asked to stay private on the leaderboard (their name masked, no avatar); a
   * backend without it sends nothing, which reads as false.
   */
  leaderboard_private: z.boolean().default(false),
  status: z.enum(USER_STATUSES),
  role: z.enum(USER_ROLES),
  /** Account balance in VND (whole đồng). */
  balance: z.number().int(),
  points: z.number().int(),
  referral_code: z.string(),
});
export type User = z.infer<typeof UserSchema>;
export type UserStatus = User["status"];
export type UserRole = User["role"];

/** login, social-login and social-register (product §3.2). */
export const LoginResponseSchema = z.object({
  access_token: z.string(),
  user: UserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MessageResponseSchema = z.object({
  message: z.string(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

// ── Paging ───────────────────────────────────────────────────────────────────────────────────────

/** Laravel-style page metadata of every paginated list; an empty list still has one (empty) page. */
export const PageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: PageMetaSchema });

/** The furthest page anyone may ask for: deeper pages are a crawler's loop, not a reader. */
export const MAX_PAGE = 100_000;

/**
 * ?page=&per_page= of every paginated call: page from 1, per_page from 1 to the call's maximum;
 * absent, the call's defaults (page 1, its own page size).
 */
export function pageQuery(maxPerPage: number) {
  return z.object({
    page: z.coerce
      .number("fields.pageNumber")
      .int("fields.pageWhole")
      .min(1, "fields.pageMin")
      .max(MAX_PAGE, "fields.pageMax")
      .optional(),
    per_page: z.coerce
      .number("fields.perPageNumber")
      .int("fields.perPageNumber")
      .min(1, "fields.perPageMin")
      .max(maxPerPage, "fields.perPageMax")
      .optional(),
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuery>>;
