import type { StaffRole } from "@/lib/studio/roles";
import { movies, tvSeries } from "../../db/schema";
import { searchTextOf } from "../../db/search-text";
import { createTestContext, createUser, type TestContext } from "../../test-harness";
import { grantRole } from "./staff";
import { totpCode } from "./second-factor";
import { formatVnpDate, signedQuery } from "../payments";

/** The studio tests' shared database; each test file calls setUpStudioContext() once, at its top. */
export let ctx: TestContext;
export function setUpStudioContext() {
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
}

let addressCounter = 0;
/** Every call from an address of its own unless told, so per-address limits bite only where tested. */
const headers = (token?: string) => {
  addressCounter += 1;
  return { token, headers: { "X-Forwarded-For": `10.9.${addressCounter >> 8}.${addressCounter & 255}` } };
};
export const api = {
  get: (path: string, token?: string) => ctx.get(path, headers(token)),
  post: (path: string, body: unknown, token?: string) => ctx.post(path, body, headers(token)),
  put: (path: string, body: unknown, token?: string) => ctx.put(path, body, headers(token)),
  patch: (path: string, body: unknown, token?: string) => ctx.patch(path, body, headers(token)),
  delete: (path: string, token?: string) => ctx.delete(path, undefined, headers(token)),
};

export type Body = { message: string; errors?: Record<string, string[]>; [key: string]: unknown };
export const bodyOf = async (response: Response) => (await response.json()) as Body;

/** An account with a studio role; its phone as typed and its password. */
export async function staffMember(role: StaffRole) {
  const { user, password } = await createUser(ctx);
  await grantRole(ctx.db, user.id, role);
  return { user, password, phone: `0${user.phoneNumber.slice(2)}` };
}

export type SignIn = { token: string; second_factor: string; enrolment: { secret: string } | null };

export async function signInWithPassword(phone: string, password: string) {
  return api.post("/api/studio/session", { phone_number: phone, password });
}

/**
 * A staff member signed in to the studio as they would be the first time: password, then the set-up
 * code from the app. The clock moves past the code's 30 s so the next code is a new one.
 */
export async function signedInStaff(role: StaffRole) {
  const member = await staffMember(role);
  const opened = (await (await signInWithPassword(member.phone, member.password)).json()) as SignIn;
  const secret = opened.enrolment!.secret;
  const confirmed = await api.post(
    "/api/studio/session/second-factor",
    { code: totpCode(secret, ctx.deps.now()) },
    opened.token,
  );
  if (confirmed.status !== 200) throw new Error(`second factor refused: ${confirmed.status}`);
  const { recovery_codes } = (await confirmed.json()) as { recovery_codes: string[] };
  ctx.advance(30_000);
  return { ...member, token: opened.token, secret, recoveryCodes: recovery_codes };
}

/** A viewer's top-up as the site makes it: a pending payment with its order reference. */
export async function topUp(token: string, amount: number) {
  const response = await ctx.post("/api/payments/top-up", { amount, method: "bank" }, { token });
  expect(response.status).toBe(201);
  return (await response.json()) as { payment_id: number; order_ref: string };
}

/** The gateway's notification for an order, signed as the gateway signs it unless `forged`. */
export async function notify(
  orderRef: string,
  amount: number,
  overrides: Record<string, string> = {},
  forged = false,
) {
  const params = {
    vnp_Amount: String(amount * 100),
    vnp_BankCode: "NCB",
    vnp_PayDate: formatVnpDate(ctx.deps.now()),
    vnp_ResponseCode: "00",
    vnp_TmnCode: ctx.deps.config.payment.tmnCode,
    vnp_TransactionNo: `7${orderRef.slice(-7).replace(/\D/g, "1")}`,
    vnp_TransactionStatus: "00",
    vnp_TxnRef: orderRef,
    ...overrides,
  };
  const secret = forged ? "not-the-gateway" : ctx.deps.config.payment.hashSecret;
  const response = await ctx.get(`/api/payments/vnpay-ipn?${signedQuery(params, secret)}`);
  return ((await response.json()) as { RspCode: string }).RspCode;
}

type FilmValues = Partial<typeof movies.$inferInsert> & { titleEn: string };
type SeriesValues = Partial<typeof tvSeries.$inferInsert> & { titleEn: string };

/** What a title is unless a test says otherwise: Vietnamese, of 2025, published long ago, searchable. */
const titleDefaults = (values: { titleEn: string; titleVi?: string }) => ({
  titleVi: values.titleEn,
  year: 2025,
  country: "VN",
  originalLanguage: "vi",
  publishedAt: new Date(0),
  searchText: searchTextOf(values.titleEn, values.titleVi ?? values.titleEn),
});

/** A film in the studio tests' database (90 minutes unless told); its id. */
export async function seedFilm(values: FilmValues): Promise<number> {
  const [row] = await ctx.db
    .insert(movies)
    .values({ ...titleDefaults(values), durationMin: 90, ...values })
    .returning({ id: movies.id });
  return row!.id;
}

/** A series in the studio tests' database; its id. */
export async function seedSeries(values: SeriesValues): Promise<number> {
  const [row] = await ctx.db
    .insert(tvSeries)
    .values({ ...titleDefaults(values), ...values })
    .returning({ id: tvSeries.id });
  return row!.id;
}
