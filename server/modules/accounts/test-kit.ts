import { desc, eq } from "drizzle-orm";
import { smsOutbox, users } from "../../db/schema";
import { createTestContext, TEST_CONFIG, type TestContext } from "../../test-harness";
import { signSocialRequest } from "./social";

/** The accounts tests' shared database and calls; each test file calls setUpAccountsContext() once, at its top. */
export let ctx: TestContext;
export function setUpAccountsContext() {
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
}

export type Options = { token?: string; headers?: Record<string, string>; ip?: string };

/** Every call comes from an address of its own unless told, so per-address limits only bite where tested. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};
const withAddress = ({ ip, headers, token }: Options = {}) => ({
  token,
  headers: { "X-Forwarded-For": ip ?? nextAddress(), ...headers },
});
export const api = {
  get: (path: string, options?: Options) => ctx.get(path, withAddress(options)),
  post: (path: string, body?: unknown, options?: Options) => ctx.post(path, body, withAddress(options)),
  put: (path: string, body?: unknown, options?: Options) => ctx.put(path, body, withAddress(options)),
  delete: (path: string, body?: unknown, options?: Options) => ctx.delete(path, body, withAddress(options)),
};

export type Body = { message: string; errors?: Record<string, string[]>; [key: string]: unknown };
export const bodyOf = async (response: Response) => (await response.json()) as Body;

/** How a viewer would type the stored number "84900001234": "0900001234". */
export const typed = (phoneNumber: string) => `0${phoneNumber.slice(2)}`;

export const MINUTE = 60_000;

export async function login(phoneNumber: string, password: string, options?: Options) {
  return api.post("/api/login", { phone_number: phoneNumber, password }, options);
}

/** A call signed as the Next server signs the social ones (by default with the right secret, now). */
export function signedPost(path: string, body: unknown, { at, secret }: { at?: Date; secret?: string } = {}) {
  const raw = JSON.stringify(body);
  const signature = signSocialRequest(secret ?? TEST_CONFIG.socialSecret, raw, at ?? ctx.deps.now());
  return api.post(path, raw, { headers: { "X-Cineva-Signature": signature } });
}

/** Social sign-in from the web with a provider-verified e-mail. */
export const socialLogin = (email: string, provider = "google") =>
  signedPost("/api/social-login", { email, provider, platform: "web" });

/** Social registration from the web. */
export const socialRegister = (fields: {
  email: string;
  username: string;
  provider: string;
  referred_code?: string;
}) => signedPost("/api/social-register", { ...fields, platform: "web" });

export async function lastSms(phoneNumber: string) {
  const [row] = await ctx.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phoneNumber, phoneNumber))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row ?? null;
}

export async function lastCode(phoneNumber: string): Promise<string> {
  const sms = await lastSms(phoneNumber);
  const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code sent to ${phoneNumber}`);
  return code;
}

export async function userRow(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Phone numbers for registrations, apart from the harness's 84900000xxxx. */
let registerCounter = 0;
export function newPhone() {
  registerCounter += 1;
  const national = `91${String(registerCounter).padStart(7, "0")}`;
  return {
    typed: `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
    stored: `84${national}`,
  };
}

// ── user-info ────────────────────────────────────────────────────────────────────────────────────
