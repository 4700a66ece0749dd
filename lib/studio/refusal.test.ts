import { ApiError } from "@/lib/api/errors";
import { formRefusal, refusedSave } from "./refusal";

const refusal = (status: number, body: unknown) => new ApiError(status, body, "PUT", "/api/studio/x");

describe("refusedSave", () => {
  it("keeps what was typed, with the message and each field's first error under the form's names", () => {
    const error = refusal(422, {
      message: "Check the fields.",
      errors: { "playback.media": ["Not a playlist."] },
    });
    const previous = { title: { id: 7 }, values: { media: "" }, outcome: "opened" as const };
    expect(
      refusedSave(previous, { media: "x.mp4" }, error, (fields) => ({ media: fields["playback.media"]! })),
    ).toEqual({
      title: { id: 7 },
      values: { media: "x.mp4" },
      outcome: "refused",
      message: "Check the fields.",
      fields: { media: "Not a playlist." },
    });
  });

  it("says someone saved meanwhile with no field named, and throws on what is not a refusal", () => {
    const stale = refusal(409, { message: "Someone saved it after you opened it." });
    expect(refusedSave({}, {}, stale)).toMatchObject({
      message: "Someone saved it after you opened it.",
      fields: {},
    });
    expect(() => refusedSave({}, {}, refusal(500, { message: "Server error" }))).toThrow(ApiError);
    expect(() => formRefusal(new TypeError("fetch failed"))).toThrow(TypeError);
  });
});
