import { ApiError } from "@/lib/api/errors";
import { refusalOf } from "./step-up";

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
