import { mockLocationReload, renderWithProviders } from "@/components/test-utils";
import { readCookie } from "@/lib/i18n/persist-language";
import { LanguageSync } from "./language-sync";

let reload: jest.SpyInstance<void, []>;

beforeEach(() => {
  reload = mockLocationReload();
  window.history.replaceState({}, "", "/movies");
});

afterEach(() => {
  reload.mockRestore();
  document.cookie = "NEXT_LOCALE=; Path=/; Max-Age=0";
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState({}, "", "/");
});

describe("LanguageSync", () => {
  it("sets the cookie from the saved choice and reloads when the page is in the other language", () => {
    localStorage.setItem("cineva_language", "vi");
    renderWithProviders(<LanguageSync />, { locale: "en" });
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBe("vi");
    expect(localStorage.getItem("cineva_language")).toBe("vi");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does nothing when no language was ever saved", () => {
    renderWithProviders(<LanguageSync />, { locale: "en" });
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBeNull();
    expect(localStorage.getItem("cineva_language")).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("does nothing when the address asks for a language explicitly (?lang=vi)", () => {
    localStorage.setItem("cineva_language", "vi");
    window.history.replaceState({}, "", "/blank-leaderboard?lang=vi");
    renderWithProviders(<LanguageSync />, { locale: "en" });
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("leaves a viewer's own choice alone on an explicit-language address (/vi/…)", () => {
    localStorage.setItem("cineva_language", "en");
    document.cookie = "NEXT_LOCALE=en; Path=/";
    window.history.replaceState({}, "", "/vi/movie/18/the-quiet-orbit");
    renderWithProviders(<LanguageSync />, { locale: "vi" });
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBe("en");
    expect(localStorage.getItem("cineva_language")).toBe("en");
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps the language of an explicit address for a visitor who never chose one", () => {
    window.history.replaceState({}, "", "/vi/movies");
    renderWithProviders(<LanguageSync />, { locale: "vi" });
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBe("vi");
    expect(localStorage.getItem("cineva_language")).toBe("vi");
    expect(reload).not.toHaveBeenCalled();
  });

  it("only fixes the cookie, without reloading, when the page is already in the saved language", () => {
    localStorage.setItem("cineva_language", "vi");
    renderWithProviders(<LanguageSync />, { locale: "vi" });
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBe("vi");
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not reload when saved choice and cookie already agree with the page", () => {
    localStorage.setItem("cineva_language", "en");
    document.cookie = "NEXT_LOCALE=en; Path=/";
    renderWithProviders(<LanguageSync />, { locale: "en" });
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads when cookie and saved choice name another language than the page (a reload that outran the cookie)", () => {
    localStorage.setItem("cineva_language", "en");
    document.cookie = "NEXT_LOCALE=en; Path=/";
    renderWithProviders(<LanguageSync />, { locale: "vi" });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads a page once per language: a cache that ignores the cookie does not make it loop", () => {
    localStorage.setItem("cineva_language", "en");
    document.cookie = "NEXT_LOCALE=en; Path=/";
    const first = renderWithProviders(<LanguageSync />, { locale: "vi" });
    first.unmount();
    renderWithProviders(<LanguageSync />, { locale: "vi" }); // the "reloaded" page, still Vietnamese
    expect(reload).toHaveBeenCalledTimes(1);

    // Once a page came in the wanted language, a later mismatch may reload again.
    renderWithProviders(<LanguageSync />, { locale: "en" }).unmount();
    renderWithProviders(<LanguageSync />, { locale: "vi" });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
