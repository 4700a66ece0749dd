import { ApiError } from "@/lib/api/errors";
import { refusalOf, runSensitive } from "./step-up";
import type { studioApi } from "./server";

const refused = (status: number, data: unknown) => new ApiError(status, data, "POST", "/api/studio/x");

describe("refusalOf: what a refused sensitive action shows", () => {
  it("asks for a code when the backend wants a fresh one", () => {
    const error = refused(403, { message: "Confirm this with a new code", reason: "step_up" });
    expect(refusalOf(error, "Enter a fresh code")).toEqual({
      message: "Enter a fresh code",
      fields: {},
      needsCode: true,
    });
  });

  it("shows the backend's message and each field's first error otherwise", () => {
    const error = refused(422, { message: "Invalid", errors: { reason: ["Say why", "Longer"] } });
    expect(refusalOf(error, "code")).toEqual({
      message: "Invalid",
      fields: { reason: "Say why" },
      needsCode: false,
    });
    expect(refusalOf(refused(403, { message: "Not your role" }), "code").needsCode).toBe(false);
  });

  it("throws on what is not a refusal", () => {
    expect(() => refusalOf(refused(503, { message: "Down" }), "code")).toThrow("Down");
    expect(() => refusalOf(new TypeError("fetch failed"), "code")).toThrow("fetch failed");
  });
});

describe("runSensitive: a sensitive action with the code typed beside it", () => {
  type Api = Awaited<ReturnType<typeof studioApi>>;
  /** The backend's step-up call: accepts "123456" only. */
  const api = (calls: unknown[]) =>
    ({
      call: async (_endpoint: unknown, input: { body: { code: string } }) => {
        calls.push(input.body.code);
        if (input.body.code !== "123456")
          throw refused(422, { message: "Invalid", errors: { code: ["Wrong or used code"] } });
        return { step_up_until: "later" };
      },
    }) as unknown as Api;

  it("gives the code first, then runs the action", async () => {
    const calls: unknown[] = [];
    const order: string[] = [];
    const done = await runSensitive(api(calls), " 123456 ", "Enter a fresh code", async () => {
      order.push(`ran after ${calls.length} code`);
      return 42;
    });
    expect(done).toEqual({ ok: true, value: 42 });
    expect(order).toEqual(["ran after 1 code"]);
  });

  it("names a wrong code on its field and does not run the action", async () => {
    let ran = false;
    const done = await runSensitive(api([]), "000000", "Enter a fresh code", async () => (ran = true));
    expect(done).toEqual({
      ok: false,
      refusal: {
        outcome: "refused",
        message: "Wrong or used code",
        fields: { code: "Wrong or used code" },
        needsCode: true,
      },
    });
    expect(ran).toBe(false);
  });

  it("runs at once without a code, and asks for one when the backend wants it", async () => {
    const calls: unknown[] = [];
    const done = await runSensitive(api(calls), "", "Enter a fresh code", async () => {
      throw refused(403, { message: "Confirm", reason: "step_up" });
    });
    expect(calls).toEqual([]);
    expect(done).toEqual({
      ok: false,
      refusal: { outcome: "refused", message: "Enter a fresh code", fields: {}, needsCode: true },
    });
  });
});
