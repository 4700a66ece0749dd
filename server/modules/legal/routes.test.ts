/** @jest-environment node */
import { eq } from "drizzle-orm";
import { LegalDocumentSchema } from "@/lib/contract/legal";
import { legalVersions } from "../../db/schema";
import { ensureLegalDocuments } from "./legal";
import { vnDay, vnDayStart } from "../programme";
import { createTestContext, type TestContext } from "../../test-harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const terms = async () => LegalDocumentSchema.parse(await (await ctx.get("/api/legal/terms")).json());
const SECTIONS = [{ heading: "1. New terms", paragraphs: ["Shorter."] }];

describe("GET /api/legal/{slug}", () => {
  it.each(["terms", "privacy", "payment-policy"])("serves %s in both languages", async (slug) => {
    const response = await ctx.get(`/api/legal/${slug}`);
    expect(response.status).toBe(200);
    const doc = LegalDocumentSchema.parse(await response.json());
    expect(doc.sections_en.length).toBeGreaterThan(3);
    expect(doc.sections_vi).toHaveLength(doc.sections_en.length);
    expect(doc.effective_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.upcoming_on).toBeNull();
  });

  it("is a 404 for anything else", async () => {
    for (const slug of ["cookies", "..%2Fterms", "TERMS", "%00", "terms%00", "%E0%A4%A"])
      expect((await ctx.get(`/api/legal/${slug}`)).status).toBe(404);
  });

  it("announces a version written for a later day, and serves it from that day in Vietnam", async () => {
    const first = await terms();
    const later = vnDay(new Date(ctx.deps.now().getTime() + 3 * 86_400_000));
    await ctx.db.insert(legalVersions).values({
      slug: "terms",
      titleEn: "Terms of use",
      titleVi: "Điều khoản sử dụng",
      sectionsEn: SECTIONS,
      sectionsVi: SECTIONS,
      effectiveOn: later,
    });
    // The day starts at 17:00 UTC the day before, in Vietnam.
    ctx.advance(vnDayStart(later).getTime() - ctx.deps.now().getTime() - 60_000);
    expect(await terms()).toMatchObject({ title_en: first.title_en, upcoming_on: later });
    ctx.advance(60_000);
    expect(await terms()).toMatchObject({
      title_en: "Terms of use",
      sections_en: SECTIONS,
      effective_on: later,
      upcoming_on: null,
    });
  });

  it("keeps an operator's versions when the documents are ensured again at start-up", async () => {
    await ensureLegalDocuments(ctx.db);
    expect(await ctx.db.select().from(legalVersions).where(eq(legalVersions.slug, "terms"))).toHaveLength(2);
    expect((await terms()).title_en).toBe("Terms of use");
  });
});
