/** @jest-environment node */
import { z } from "zod";
import { TopUpRequestSchema } from "@/lib/contract/payments";
import { RateBodySchema } from "@/lib/contract/activity";
import { issueMessage, valueAt } from "./validation";

/** The message of each issue a value raises, as catalogue keys and values. */
function messagesOf(schema: z.ZodType, input: unknown) {
  return (schema.safeParse(input).error?.issues ?? []).map((issue) => issueMessage(issue, input));
}

describe("valueAt", () => {
  it("follows a path into what was sent, and is undefined where nothing is", () => {
    expect(valueAt({ a: { b: [1, 2] } }, ["a", "b", 1])).toBe(2);
    expect(valueAt({ a: null }, ["a", "b"])).toBeUndefined();
    expect(valueAt(undefined, ["a"])).toBeUndefined();
    expect(valueAt("x", [])).toBe("x");
  });
});

describe("issueMessage", () => {
  it("says a field is required only when it was not sent", () => {
    expect(messagesOf(TopUpRequestSchema, { method: "card" })).toEqual([{ key: "required" }]);
    expect(messagesOf(TopUpRequestSchema, { amount: null, method: "card" })[0]?.key).toBe(
      "fields.amountNumber",
    );
  });

  it("answers a schema's own message for the wrong type and for a fraction", () => {
    expect(messagesOf(TopUpRequestSchema, { amount: "100000", method: "card" })[0]?.key).toBe(
      "fields.amountNumber",
    );
    expect(messagesOf(TopUpRequestSchema, { amount: 10_000.5, method: "card" })[0]?.key).toBe(
      "fields.amountWhole",
    );
    expect(messagesOf(RateBodySchema, { title_kind: "movie", title_id: 1, score: 2.5 })[0]?.key).toBe(
      "fields.scoreWhole",
    );
  });

  it("says what is wrong in general terms where a schema names no message", () => {
    const number = z.object({ n: z.number().int().min(3).max(9) });
    expect(messagesOf(number, { n: "7" })).toEqual([{ key: "fields.number" }]);
    expect(messagesOf(number, { n: 2.5 })).toEqual([{ key: "fields.wholeNumber" }]);
    expect(messagesOf(number, { n: 1 })).toEqual([{ key: "fields.atLeast", values: { minimum: 3 } }]);
    expect(messagesOf(number, { n: 10 })).toEqual([{ key: "fields.atMost", values: { maximum: 9 } }]);
    expect(messagesOf(z.number().positive(), 0)).toEqual([{ key: "fields.above", values: { minimum: 0 } }]);
    expect(messagesOf(z.number().lt(5), 5)).toEqual([{ key: "fields.below", values: { maximum: 5 } }]);

    expect(messagesOf(z.string(), 5)).toEqual([{ key: "fields.text" }]);
    expect(messagesOf(z.string().min(1), "")).toEqual([{ key: "required" }]);
    expect(messagesOf(z.string().min(3), "ab")).toEqual([
      { key: "fields.minLength", values: { minimum: 3 } },
    ]);
    expect(messagesOf(z.string().max(2), "abc")).toEqual([
      { key: "fields.maxLength", values: { maximum: 2 } },
    ]);
    expect(messagesOf(z.array(z.number()).max(1), [1, 2])).toEqual([
      { key: "fields.maxItems", values: { maximum: 1 } },
    ]);
    expect(messagesOf(z.boolean(), "yes")).toEqual([{ key: "fields.boolean" }]);
    expect(messagesOf(z.enum(["movie", "series"]), "book")).toEqual([
      { key: "fields.oneOf", values: { values: "movie, series" } },
    ]);
    expect(messagesOf(z.email(), "not an address")).toEqual([{ key: "invalidValue" }]);
  });

  it("fills a schema's message with the bounds it names", () => {
    expect(messagesOf(TopUpRequestSchema, { amount: 5, method: "card" })[0]).toMatchObject({
      key: "fields.amountRange",
      values: { minimum: 10_000 },
    });
  });
});
