import fc from "fast-check";
import { ErrorBodySchema } from "@/lib/contract/common";
import { readErrorBody } from "./error-body";

const zodReading = (data: unknown) => {
  const parsed = ErrorBodySchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
};

describe("readErrorBody", () => {
  it("reads a message and per-field errors", () => {
    expect(readErrorBody({ message: "Invalid", errors: { phone: ["Required"] }, extra: 1 })).toEqual({
      message: "Invalid",
      errors: { phone: ["Required"] },
    });
    expect(readErrorBody({ message: "Not found." })).toEqual({ message: "Not found." });
    expect(readErrorBody({ message: 1 })).toBeUndefined();
    expect(readErrorBody({ message: "x", errors: { phone: "Required" } })).toBeUndefined();
    expect(readErrorBody("<html>")).toBeUndefined();
  });

  it("agrees with ErrorBodySchema on anything", () => {
    const body = fc.record(
      {
        message: fc.oneof(fc.string(), fc.integer()),
        errors: fc.oneof(
          fc.dictionary(fc.string(), fc.array(fc.oneof(fc.string(), fc.boolean()))),
          fc.string(),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(body, fc.anything()), (data) => {
        expect(readErrorBody(data)).toEqual(zodReading(data));
      }),
    );
  });
});
