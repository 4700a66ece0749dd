/**
 * Who made a title (issue #36): its directors and its cast in billing order, as the title's page,
 * its structured data and the studio's editor show them.
 */
import { z } from "zod";
import { freeText } from "./text";

export const PersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type Person = z.infer<typeof PersonSchema>;

export const CreditsSchema = z.object({
  directors: z.array(PersonSchema),
  cast: z.array(PersonSchema),
});
export type Credits = z.infer<typeof CreditsSchema>;

/** Names as the studio sends them: each once, in order, at most `max`. */
export const creditNames = (max: number) =>
  z
    .array(
      freeText({ typeMessage: "fields.text" }).trim().min(1, "fields.required").max(100, "fields.tooLong"),
      "fields.list",
    )
    .max(max, "fields.tooMany")
    .superRefine((names, ctx) => {
      names.forEach((name, i) => {
        if (names.indexOf(name) < i) ctx.addIssue({ code: "custom", path: [i], message: "fields.oneEach" });
      });
    });
