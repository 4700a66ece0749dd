/** @jest-environment node */
import fc from "fast-check";
import { toSlug } from "./slug";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe("toSlug", () => {
  it.each([
    ["Bố Già", "bo-gia"],
    ["Đất Rừng Phương Nam", "dat-rung-phuong-nam"],
    ["đĐ", "dd"],
    ["Mắt Biếc (2019)", "mat-biec-2019"],
    ["  --Hello,   World!--  ", "hello-world"],
    ["Crème Brûlée & Café", "creme-brulee-cafe"],
    ["Spider-Man: No Way Home", "spider-man-no-way-home"],
    ["Người Phán Xử - Tập 1", "nguoi-phan-xu-tap-1"],
    ["", ""],
    ["!!!", ""],
    ["火影忍者", ""],
  ])("%j → %j", (title, slug) => {
    expect(toSlug(title)).toBe(slug);
  });

  it("treats missing titles as empty", () => {
    expect(toSlug(null)).toBe("");
    expect(toSlug(undefined)).toBe("");
  });

  it("always gives a well-formed slug, even for arbitrary unicode", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const slug = toSlug(s);
        expect(slug === "" || SLUG.test(slug)).toBe(true);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.string()), (s) => {
        expect(toSlug(toSlug(s))).toBe(toSlug(s));
      }),
    );
  });

  it.each([
    ["a", "aàáảãạăằắẳẵặâầấẩẫậ"],
    ["d", "dđ"],
    ["e", "eèéẻẽẹêềếểễệ"],
    ["i", "iìíỉĩị"],
    ["o", "oòóỏõọôồốổỗộơờớởỡợ"],
    ["u", "uùúủũụưừứửữự"],
    ["y", "yỳýỷỹỵ"],
  ])("maps every Vietnamese form of %j to it, in both cases", (base, forms) => {
    for (const form of Array.from(forms)) {
      expect(toSlug(form)).toBe(base);
      expect(toSlug(form.toUpperCase())).toBe(base);
    }
  });
});
