/** @jest-environment node */
import { eq } from "drizzle-orm";
import { LegalDocumentSchema } from "@/lib/contract/legal";
import { legalDocuments } from "../../db/schema";
import { ensureLegalDocuments } from "./legal";
import { createTestContext, type TestContext } from "../../test-harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/legal/{slug}", () => {
  it.each(["terms", "privacy", "payment-policy"])("serves %s in both languages", async (slug) => {
    const response = await ctx.get(`/api/legal/${slug}`);
    expect(response.status).toBe(200);
    const doc = LegalDocumentSchema.parse(await response.json());
    expect(doc.sections_en.length).toBeGreaterThan(3);
    expect(doc.sections_vi).toHaveLength(doc.sections_en.length);
    expect(doc.effective_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("is a 404 for anything else", async () => {
    for (const slug of ["cookies", "..%2Fterms", "TERMS", "%00", "terms%00", "%E0%A4%A"])
      expect((await ctx.get(`/api/legal/${slug}`)).status).toBe(404);
  });

  it("keeps an operator's edit when the documents are ensured again at start-up", async () => {
    await ctx.db
      .update(legalDocuments)
      .set({ titleEn: "Terms of use" })
      .where(eq(legalDocuments.slug, "terms"));
    await ensureLegalDocuments(ctx.db);
    const doc = LegalDocumentSchema.parse(await (await ctx.get("/api/legal/terms")).json());
    expect(doc.title_en).toBe("Terms of use");
  });
});
