/** @jest-environment node */
import { BlogCategoryListSchema, BlogPostPageSchema } from "@/lib/contract/blog";
import { SectionListSchema } from "@/lib/contract/catalogue";
import { getJson, godfatherId, page, setUpCatalogueContext } from "./test-kit";

setUpCatalogueContext();

/**
 * The id rule of lib/contract/ids.ts at every public path that takes an id: the canonical id
 * answers, the same number written otherwise ("012", "+12") is refused as an unknown id is (404,
 * translated), never read as that number. Pages send such addresses on instead (proxy.ts).
 */
describe("an id written otherwise than canonically", () => {
  async function idPaths(): Promise<string[]> {
    const series = (await page("/api/series?per_page=1")).data[0]!;
    const section = SectionListSchema.parse((await getJson("/api/sections")).body).data[0]!;
    const post = BlogPostPageSchema.parse((await getJson("/api/blog/posts?per_page=1")).body).data[0]!;
    const category = BlogCategoryListSchema.parse((await getJson("/api/blog/categories")).body).data[0]!;
    return [
      `/api/movies/${godfatherId}`,
      `/api/series/${series.id}`,
      `/api/sections/${section.id}`,
      `/api/blog/posts/${post.id}`,
      `/api/blog/categories/${category.id}`,
      `/api/ratings/movie/${godfatherId}`,
    ];
  }

  it("is refused with the 404 of an unknown id, where the canonical id answers", async () => {
    for (const path of await idPaths()) {
      const id = /\/(\d+)$/.exec(path)![1]!;
      expect({ path, status: (await getJson(path)).status }).toEqual({ path, status: 200 });
      for (const spelling of [`0${id}`, `00${id}`, `+${id}`, `%2B${id}`, `+0${id}`]) {
        const asked = path.replace(/\d+$/, spelling);
        const { status, body } = await getJson(asked);
        expect({ asked, status, body }).toEqual({ asked, status: 404, body: { message: "Not found." } });
      }
    }
  });

  it("is refused in the caller's language", async () => {
    const vi = await getJson(`/api/movies/0${godfatherId}`, { headers: { "Accept-Language": "vi" } });
    expect(vi).toMatchObject({ status: 404, body: { message: "Không tìm thấy." } });
  });

  it("is the same 404 as a film that does not exist", async () => {
    const unknown = await getJson("/api/movies/2147483647");
    const written = await getJson(`/api/movies/0${godfatherId}`);
    expect({ status: written.status, body: written.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
  });
});
