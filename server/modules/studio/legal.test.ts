/** @jest-environment node */
import { desc } from "drizzle-orm";
import { LegalDocumentSchema } from "@/lib/contract/legal";
import { StudioLegalDocumentSchema, StudioLegalListSchema } from "@/lib/contract/studio-legal";
import { auditLog } from "../../db/schema";
import { vnDay } from "../programme";
import { api, bodyOf, ctx, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

let editor: string;
beforeAll(async () => {
  editor = (await signedInStaff("editor")).token;
});

const lastAudit = async () => (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const opened = async () =>
  StudioLegalDocumentSchema.parse(await (await api.get("/api/studio/legal/terms", editor)).json());
const viewersTerms = async () => LegalDocumentSchema.parse(await (await ctx.get("/api/legal/terms")).json());
const dayAfter = (days: number) => vnDay(new Date(ctx.deps.now().getTime() + days * 86_400_000));
const NEW_TEXT = {
  title_en: "Terms of use",
  title_vi: "Điều khoản sử dụng",
  text_en: "## 1. Short terms\n\nBe kind.\n\n## 2. Your account\n\nKeep your password\nto yourself.",
  text_vi: "## 1. Điều khoản ngắn\n\nHãy tử tế.\n\n## 2. Tài khoản\n\nGiữ mật khẩu cho riêng bạn.",
};
const add = (changes: Record<string, unknown>) =>
  api.post("/api/studio/legal/terms/versions", { ...NEW_TEXT, ...changes }, editor);

describe("versions of a legal document in the studio", () => {
  it("opens a document with its version in effect and its text as headings and paragraphs", async () => {
    const list = StudioLegalListSchema.parse(await (await api.get("/api/studio/legal", editor)).json());
    expect(list.data.map((doc) => doc.slug)).toEqual(["terms", "privacy", "payment-policy"]);
    const terms = await opened();
    expect(terms.versions).toEqual([expect.objectContaining({ state: "current" })]);
    expect(terms.latest.text_en).toMatch(/^## 1\. About these terms\n\nThese terms govern/);
    expect(terms.paths).toEqual({ en: "/en/terms-and-conditions", vi: "/vi/terms-and-conditions" });
  });

  it("writes a version for a later day, which viewers are told of and then read from that day", async () => {
    const later = dayAfter(5);
    const response = await add({ effective_on: later });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cineva-Changed-Tags")).toBe("legal");
    const terms = StudioLegalDocumentSchema.parse(await response.json());
    expect(terms.versions.map((version) => version.state)).toEqual(["upcoming", "current"]);
    expect(terms.latest.text_en).toBe(
      "## 1. Short terms\n\nBe kind.\n\n## 2. Your account\n\nKeep your password to yourself.",
    );
    expect(await viewersTerms()).toMatchObject({ title_en: "Terms and conditions", upcoming_on: later });
    const list = StudioLegalListSchema.parse(await (await api.get("/api/studio/legal", editor)).json());
    expect(list.data[0]).toMatchObject({
      slug: "terms",
      title_en: "Terms and conditions",
      effective_on: terms.versions[1]!.effective_on,
      upcoming_on: later,
      versions: 2,
    });
    expect(await lastAudit()).toMatchObject({
      action: "legal.version_add",
      targetId: "terms",
      after: { effective_on: later, title_en: "Terms of use" },
    });
  });

  it("refuses a day in the past, a day another version has, and text that is not a document", async () => {
    const past = await add({ effective_on: dayAfter(-1) });
    expect(past.status).toBe(422);
    expect((await bodyOf(past)).errors).toEqual({
      effective_on: [expect.stringMatching(/today or a later day/)],
    });
    const taken = await add({ effective_on: dayAfter(5) });
    expect((await bodyOf(taken)).errors).toEqual({
      effective_on: [expect.stringMatching(/Another version/)],
    });
    const preamble = await add({ effective_on: dayAfter(6), text_vi: "Lời nói đầu.\n\n## 1. Điều\n\nMột." });
    expect((await bodyOf(preamble)).errors).toEqual({
      text_vi: ["Start with a heading: a line starting with ##."],
    });
    const wrongDay = await add({ effective_on: "2026-02-30" });
    expect(wrongDay.status).toBe(422);
  });

  it("withdraws a version not yet in effect, and keeps one in effect", async () => {
    const [upcoming, current] = (await opened()).versions;
    const withdrawn = await api.delete(`/api/studio/legal/terms/versions/${upcoming!.id}`, editor);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.headers.get("Cineva-Changed-Tags")).toBe("legal");
    expect((await viewersTerms()).upcoming_on).toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: "legal.version_withdraw",
      before: { title_en: "Terms of use" },
    });
    const kept = await api.delete(`/api/studio/legal/terms/versions/${current!.id}`, editor);
    expect(kept.status).toBe(409);
    expect((await api.delete(`/api/studio/legal/privacy/versions/${current!.id}`, editor)).status).toBe(404);
  });

  it("puts a version written for today in effect at once, the earlier one kept as past", async () => {
    expect((await add({ effective_on: dayAfter(0) })).status).toBe(201);
    expect(await viewersTerms()).toMatchObject({ title_vi: "Điều khoản sử dụng", effective_on: dayAfter(0) });
    expect((await opened()).versions.map((version) => version.state)).toEqual(["current", "past"]);
  });

  it("is not the moderator's to write", async () => {
    const moderator = (await signedInStaff("moderator")).token;
    expect((await api.get("/api/studio/legal", moderator)).status).toBe(403);
    expect((await api.post("/api/studio/legal/terms/versions", NEW_TEXT, moderator)).status).toBe(403);
  });
});
