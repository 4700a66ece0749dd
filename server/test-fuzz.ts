/**
 * What the property tests throw at the API (server/fuzz-bodies.test.ts, the studio's fuzz test):
 * request bodies of every kind of wrong, and hostile path parameters.
 */
import fc from "fast-check";
import { UNSAFE_CHARACTERS, unsafeText } from "@/lib/test-unsafe-text";

/** Runs per route (and caller): FC_NUM_RUNS / 4, else 25 (jest.setup reads FC_NUM_RUNS). */
export const RUNS_PER_ROUTE =
  Number(process.env.FC_NUM_RUNS) > 0 ? Math.ceil(Number(process.env.FC_NUM_RUNS) / 4) : 25;

/** What the tests read of the OpenAPI document: each operation's parameters and body fields. */
export type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

const HUGE = "x".repeat(200_000);
const DEEP_ARRAY = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`;

/** Values for a known field: right-looking, wrong-typed, absurd, text with control or bidi characters. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: unsafeText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "0901234567",
      "+84 901 234 567",
      "Cineva@2026",
      "Secret123!",
      "movie",
      "series",
      "card",
      "/topup/result",
      "//evil.com",
      "123456",
      1,
      0,
      -1,
      10_000,
      50_000_000,
      1e308,
      -1e308,
      2 ** 53 + 1,
      0.5,
      "",
      " ",
      "\u0000",
      "%E0%A4%A",
      "ệ😀\u202e",
      HUGE,
      null,
      true,
      [],
      {},
      { __proto__: { admin: true } },
      ["a", 1],
    ),
  },
);

export type Body = { contentType: string | null; body: string };

/** What each field of the contract would accept, so that a body can be right but for one field. */
const PLAUSIBLE: Record<string, unknown> = {
  phone_number: "0901234567",
  password: "Secret123!",
  name: "Lan Anh",
  first_name: "Lan",
  last_name: "Nguyễn",
  username: "Lan Anh",
  email: "lan@example.com",
  provider: "google",
  platform: "web",
  message: "I would like to sell Cineva to everyone on my street.",
  contact: "lan@example.com",
  title_kind: "movie",
  title_id: 1,
  score: 4,
  position_sec: 10,
  duration_sec: 100,
  amount: 100_000,
  method: "card",
  return_url: "/topup/result",
  card_holder: "NGUYEN VAN A",
  // The studio's
  code: "123456",
  title_en: "The Quiet Orbit",
  title_vi: "Quỹ đạo lặng lẽ",
  description_en: "A lighthouse keeper in orbit.",
  description_vi: "Người gác hải đăng trên quỹ đạo.",
  year: 2024,
  country: "VN",
  original_language: "vi",
  published_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

/** The operation's known fields at plausible values, but one text field holding a control or bidi character. */
function nearlyRight(fields: string[]): fc.Arbitrary<Record<string, unknown>> | null {
  const known = fields.filter((field) => field in PLAUSIBLE);
  const texts = known.filter((field) => typeof PLAUSIBLE[field] === "string");
  if (!texts.length) return null;
  return fc
    .tuple(
      fc.constantFrom(...texts),
      // Mostly NUL: PostgreSQL refuses it, so it is the one a 500 betrays.
      fc.oneof(
        { weight: 3, arbitrary: fc.constant("\u0000") },
        { weight: 1, arbitrary: fc.constantFrom(...UNSAFE_CHARACTERS) },
      ),
      fc.nat(),
    )
    .map(([field, character, at]) => {
      const body = Object.fromEntries(known.map((name) => [name, PLAUSIBLE[name]]));
      // A number of its own each time: the per-number limits would otherwise answer first (429).
      if ("phone_number" in body) body.phone_number = `09${String(at % 100_000_000).padStart(8, "0")}`;
      const text = PLAUSIBLE[field] as string;
      const cut = at % (text.length + 1);
      return { ...body, [field]: `${text.slice(0, cut)}${character}${text.slice(cut)}` };
    });
}

/** A body: JSON of any shape, or the operation's fields with bad values, or no JSON at all. */
export function bodyFor(fields: string[]): fc.Arbitrary<Body> {
  /** A body as it is sent: as JSON unless another type (or none) is named. */
  const raw = (body: string, contentType: string | null = "application/json") => ({ contentType, body });
  const json = (value: unknown) => raw(JSON.stringify(value) ?? "null");
  const withFields = fields.length
    ? fc
        .dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: fields.length })
        .chain((known) =>
          fc
            .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 })
            .map((extra) => ({ ...extra, ...known })),
        )
    : fc.dictionary(fc.string(), fieldValue, { maxKeys: 3 });
  const nearly = nearlyRight(fields);
  return fc.oneof(
    { weight: 4, arbitrary: withFields.map(json) },
    ...(nearly ? [{ weight: 4, arbitrary: nearly.map(json) }] : []),
    { weight: 2, arbitrary: fc.jsonValue().map(json) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        raw(""),
        raw("{"),
        raw("{'a': 1}"),
        raw("undefined"),
        raw("\u0000"),
        raw('{"amount": 1e999}'),
        raw('{"__proto__": {"x": 1}}'),
        raw(DEEP_ARRAY),
        raw(DEEP_OBJECT),
        raw(JSON.stringify({ a: HUGE })),
        raw("{}", "application/json; charset=latin1"),
        raw('{"phone_number":"0901234567"}', "text/plain"),
        raw("amount=10000&method=card&a=%E0%A4%A", "application/x-www-form-urlencoded"),
        raw("--x\r\nbroken", "multipart/form-data; boundary=x"),
        raw("no boundary", "multipart/form-data"),
        raw("<a/>", "application/xml"),
        raw("{}", null),
        raw("", null),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("application/json", "text/plain", "application/octet-stream"),
          fc.string({ unit: "binary", maxLength: 200 }),
        )
        .map(([contentType, body]) => raw(body, contentType)),
    },
  );
}

/** Path parameters: real-looking ones ("movie", a seeded id) and hostile ones. */
export const pathParam = fc.oneof(
  fc.constantFrom(
    "movie",
    "series",
    "1",
    "2",
    "0",
    "-1",
    "1.5",
    "1e3",
    "99999999999999999999",
    "abc",
    "%E0%A4%A",
    "%25",
    "..",
    "%2F",
    "%00",
    "a%E2%80%AEb",
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  unsafeText.map(encodeURIComponent),
);
