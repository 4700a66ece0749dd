/**
 * Shapes shared by the backend (validates and serialises with them) and the frontend (parses every
 * response with them). DESIGN §1: a response that does not parse is an error, never a silent undefined.
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
 * The user object of login, social-login, social-register and user-info (SPEC §3).
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
   * Whether the owner confirmed `email` (docs/security.md "Verified e-mails"). Not in SPEC §3: a
   * backend without it sends nothing, which reads as false.
   */
  email_verified: z.boolean().default(false),
  /** A file name under {host}/images/users/, or null when there is none. */
  avatar: z.string().nullable(),
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

/** login, social-login and social-register (SPEC §3 "Login response"). */
export const LoginResponseSchema = z.object({
  access_token: z.string(),
  user: UserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MessageResponseSchema = z.object({
  message: z.string(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
