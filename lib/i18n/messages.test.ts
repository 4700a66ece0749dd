/** @jest-environment node */
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import vi from "@/messages/vi.json";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe("messages", () => {
  const english = leaves(en);
  const vietnamese = leaves(vi);

  it("have the same keys in English and Vietnamese", () => {
    expect([...vietnamese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("have no empty text", () => {
    for (const [key, text] of [...english, ...vietnamese])
      expect({ key, empty: text.trim() === "" }).toEqual({ key, empty: false });
  });

  it("use the same placeholders in both languages", () => {
    // An argument is "{name}" or "{name, …}"; plural branches ("{# titles}") are not arguments.
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]).sort();
    for (const [key, text] of english)
      expect({ key, vi: placeholders(vietnamese.get(key) ?? "") }).toEqual({ key, vi: placeholders(text) });
  });

  it("name the languages in the page's language (the switcher alone shows each language's own name)", () => {
    // The shortcut help quotes the subtitle menu's items, which are each language's own name.
    const quotesMenu = (key: string) => key === "player.shortcuts.captions";
    for (const [key, text] of english)
      if (!quotesMenu(key)) expect({ key, text: /Tiếng Việt/.test(text) }).toEqual({ key, text: false });
    for (const [key, text] of vietnamese)
      if (!quotesMenu(key))
        expect({ key, text: /English|Tiếng Việt/.test(text) }).toEqual({ key, text: false });
    expect(english.get("footer.tagline")).toContain("in English and Vietnamese");
    expect(vietnamese.get("footer.tagline")).toContain("bằng tiếng Anh và tiếng Việt");
  });

  it('call a season by one word in Vietnamese: the season picker\'s "Phần"', () => {
    const vietnameseT = createTranslator({ locale: "vi", messages: vi });
    expect(vietnameseT("watch.season", { number: 3 })).toBe("Phần 3");
    expect(vietnameseT("catalogue.seasons", { count: 3 })).toBe("3 phần");
    for (const [key, text] of vietnamese)
      expect({ key, text: /\bmùa\b/i.test(text) }).toEqual({ key, text: false });
    expect(createTranslator({ locale: "en", messages: en })("catalogue.seasons", { count: 3 })).toBe(
      "3 seasons",
    );
  });

  it("carry the product's page-error keys", () => {
    expect(english.get("errors.pageLoad.title")).toBeTruthy();
    expect(english.get("errors.pageLoad.subtitle")).toBeTruthy();
    expect(english.get("common.reload")).toBe("Reload");
    expect(vietnamese.get("common.reload")).toBe("Tải lại");
  });
});
