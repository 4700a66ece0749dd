/** @jest-environment node */
/**
 * Text that cannot break or spoof (issue #33, attack 5): NUL, the other control characters and the
 * bidirectional controls are refused in every kind of free-text input — a JSON field, a form field,
 * a query parameter — with a translated 422 naming the field, and nothing is stored; a path holding
 * one names nothing (404). NUL used to reach PostgreSQL (a 500); the others were stored in display
 * names.
 */
import fc from "fast-check";
import { SOCIAL_SIGNATURE_HEADER, signSocialRequest } from "@/lib/contract/social-signature";
import { UNSAFE_CHARACTERS, unsafeText } from "@/lib/test-unsafe-text";
import { seededCaller } from "./test-content";
import { queryRows, type TestContext } from "./test-harness";
import { changedTables, snapshot } from "./test-snapshot";
import { sql } from "drizzle-orm";

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ({ ctx, token } = await seededCaller());
});
afterAll(() => ctx.close());

const REFUSAL = {
  en: "This text may not contain control characters or text-direction marks.",
  vi: "Văn bản không được chứa ký tự điều khiển hoặc ký tự đổi chiều văn bản.",
};
const NOT_FOUND = { en: "Not found.", vi: "Không tìm thấy." };

type Send = (text: string, headers: Record<string, string>) => Response | Promise<Response>;

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};
const q = encodeURIComponent;

/** Each kind of free-text input: the field the refusal names ("path": none, a 404), and how to send text in it. */
const INPUTS: { field: string; where: string; send: Send }[] = [
  {
    field: "name",
    where: "a JSON field (registration)",
    send: (name, headers) =>
      ctx.post("/api/register", { phone_number: "0901234987", password: "Secret123!", name }, { headers }),
  },
  {
    field: "name",
    where: "a JSON field (verification, which makes the account)",
    send: (name, headers) =>
      ctx.post(
        "/api/verify-otp",
        { phone_number: "0901234987", password: "Secret123!", code: "123456", name },
        { headers },
      ),
  },
  {
    field: "name",
    where: "a multipart field (profile)",
    send: (name, headers) => ctx.post("/api/update-profile", form({ name }), { token, headers }),
  },
  {
    field: "last_name",
    where: "a multipart field that may be empty (profile)",
    send: (last_name, headers) => ctx.post("/api/update-profile", form({ last_name }), { token, headers }),
  },
  {
    field: "username",
    where: "a signed JSON field (social registration)",
    send: (username, headers) => {
      const raw = JSON.stringify({ email: "lan@example.com", username, provider: "google" });
      const signature = signSocialRequest(ctx.deps.config.socialSecret, raw, ctx.deps.now());
      return ctx.post("/api/social-register", raw, {
        headers: { ...headers, [SOCIAL_SIGNATURE_HEADER]: signature },
      });
    },
  },
  {
    field: "message",
    where: "a multi-line JSON field (distributor application)",
    send: (text, headers) =>
      ctx.post(
        "/api/distributor/apply",
        { message: `I sell to my whole street ${text}` },
        { token, headers },
      ),
  },
  {
    field: "contact",
    where: "a JSON field (distributor contact)",
    send: (contact, headers) =>
      ctx.post(
        "/api/distributor/apply",
        { message: "I sell to my whole street and beyond.", contact },
        { token, headers },
      ),
  },
  {
    field: "return_url",
    where: "a JSON field (top-up return path)",
    send: (text, headers) =>
      ctx.post(
        "/api/payments/top-up",
        { amount: 100_000, method: "card", return_url: `/topup/${text}` },
        { token, headers },
      ),
  },
  {
    field: "q",
    where: "a query (search)",
    send: (text, headers) => ctx.get(`/api/search?q=${q(text)}`, { headers }),
  },
  {
    field: "to",
    where: "a query (mail outbox)",
    send: (text, headers) => ctx.get(`/api/sandbox/mail?to=a${q(text)}b`, { headers }),
  },
  {
    field: "phone",
    where: "a query (SMS outbox)",
    send: (text, headers) => ctx.get(`/api/sandbox/sms?phone=09${q(text)}`, { headers }),
  },
  {
    field: "vnp_TxnRef",
    where: "a query no schema reads (payment notification)",
    send: (text, headers) => ctx.get(`/api/payments/vnpay-ipn?vnp_TxnRef=CV${q(text)}`, { headers }),
  },
  {
    field: "path",
    where: "a path (legal slug)",
    send: (text, headers) => ctx.get(`/api/legal/terms${q(text)}`, { headers }),
  },
  {
    field: "path",
    where: "a path (image file)",
    send: (text, headers) => ctx.get(`/images/users/${q(text)}.webp`, { headers }),
  },
];

type Language = keyof typeof REFUSAL;

/** What a text in an input is answered, in a language, and the tables it changed. */
async function answer(input: (typeof INPUTS)[number], text: string, language: Language = "en") {
  const before = await snapshot(ctx);
  const response = await input.send(text, { "Accept-Language": language });
  const body = (await response.json()) as { message?: string; errors?: Record<string, string[]> };
  const changed = changedTables(before, await snapshot(ctx));
  const says = input.field === "path" ? [body.message] : body.errors?.[input.field];
  return { status: response.status, says, changed };
}

/** The refusal: a 422 naming the field, or the 404 of a path that names nothing; nothing stored. */
const refusal = (input: (typeof INPUTS)[number], language: Language = "en") =>
  input.field === "path"
    ? { status: 404, says: [NOT_FOUND[language]], changed: [] }
    : { status: 422, says: expect.arrayContaining([REFUSAL[language]]), changed: [] };

describe("free text with control or bidirectional characters", () => {
  it.each(INPUTS.map((input) => [input.where, input] as const))(
    "is refused in %s, and nothing is stored",
    async (_, input) => {
      for (const character of UNSAFE_CHARACTERS) {
        // A multi-line field takes tabs and line breaks.
        if (input.field === "message" && "\t\n\r".includes(character)) continue;
        const result = await answer(input, `Lan${character}Anh`);
        expect([JSON.stringify(character), result]).toEqual([JSON.stringify(character), refusal(input)]);
      }
      expect(await answer(input, "Lan\u202eAnh", "vi")).toEqual(refusal(input, "vi"));
    },
  );

  it("is refused whatever the text around it (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...INPUTS), unsafeText, async (input, text) => {
        // Tabs and line breaks alone are fine in the multi-line message.
        fc.pre(input.field !== "message" || /[^\P{Cc}\t\n\r]|\p{Bidi_Control}/u.test(text));
        expect(await answer(input, text)).toEqual(refusal(input));
      }),
      { numRuns: 60 },
    );
  });
});

describe("free text without them", () => {
  it("is stored as typed: Vietnamese, emoji with joiners, line breaks in a message", async () => {
    const name = "Nguyễn Thị Lan 👩‍💻";
    const profile = await ctx.post("/api/update-profile", form({ name }), { token });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { user: { name: string } }).user.name).toBe(name);

    const message = "Xin chào,\r\n\tI sell to my whole street.\nCảm ơn!";
    const applied = await ctx.post("/api/distributor/apply", { message }, { token });
    expect(applied.status).toBe(201);
    const [row] = await queryRows<{ message: string }>(
      ctx,
      sql`select message from distributor_applications`,
    );
    expect(row?.message).toBe(message.trim());

    const search = await ctx.get(`/api/search?q=${q("Quỹ đạo")}`);
    expect(search.status).toBe(200);
  });
});
