import fc from "fast-check";
import { PAYMENT_METHOD_KEYS, TOP_UP_MAX, TOP_UP_MIN } from "@/lib/contract/payments";
import { EMPTY_DRAFT, readTopUpDraft, topUpDraftQuery } from "./draft";

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe("the top-up draft in the address", () => {
  it("reads an amount, a method and the review step", () => {
    expect(readTopUpDraft(query("amount=123456&method=bank&step=review"))).toEqual({
      amount: 123_456,
      method: "bank",
      review: true,
    });
    expect(readTopUpDraft(query("amount=50000&method=wallet"))).toEqual({
      amount: 50_000,
      method: "wallet",
      review: false,
    });
    expect(readTopUpDraft({})).toEqual(EMPTY_DRAFT);
  });

  it("shows the review step only for an amount inside the limits", () => {
    expect(readTopUpDraft(query(`amount=${TOP_UP_MIN - 1}&step=review`))).toEqual({
      amount: TOP_UP_MIN - 1,
      method: "card",
      review: false,
    });
    expect(readTopUpDraft(query(`amount=${TOP_UP_MAX + 1}&step=review`)).review).toBe(false);
    expect(readTopUpDraft(query("step=review")).review).toBe(false);
  });

  it.each([
    "amount=abc&method=cash&step=pay",
    "amount=-5&method=",
    "amount=1e6",
    "amount=0",
    "amount=10.000",
    `amount=${"9".repeat(13)}`,
    "method=__proto__",
  ])("leaves out what it cannot read: %s", (search) => {
    const draft = readTopUpDraft(query(search));
    expect(draft.amount).toBeNull();
    expect(draft.method).toBe("card");
    expect(draft.review).toBe(false);
  });

  it("counts a repeated parameter as missing", () => {
    expect(readTopUpDraft({ amount: ["50000", "60000"], method: ["bank"], step: "review" })).toEqual(
      EMPTY_DRAFT,
    );
  });

  it("writes a draft that reads back the same", () => {
    expect(topUpDraftQuery({ amount: 123_456, method: "bank", review: true })).toBe(
      "?amount=123456&method=bank&step=review",
    );
    expect(topUpDraftQuery({ amount: 5_000, method: "card", review: true })).toBe("?amount=5000&method=card");
    expect(topUpDraftQuery(EMPTY_DRAFT)).toBe("");
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999_999 }),
        fc.constantFrom(...PAYMENT_METHOD_KEYS),
        fc.boolean(),
        (amount, method, review) => {
          const draft = { amount, method, review: review && amount >= TOP_UP_MIN && amount <= TOP_UP_MAX };
          expect(readTopUpDraft(query(topUpDraftQuery(draft).slice(1)))).toEqual(draft);
        },
      ),
    );
  });
});
