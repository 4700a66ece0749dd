import { screen, waitFor } from "@testing-library/react";
import { mockLocationAssign, mockLocationReload, renderWithProviders, t } from "@/components/test-utils";
import { readCookie } from "@/lib/i18n/persist-language";
import type { Locale } from "@/lib/i18n/config";
import { LANGUAGE_SWITCH_EVENT } from "@/lib/i18n/language-switch";
import { LanguageSelector } from "./language-selector";

let reload: jest.SpyInstance<void, []>;
let assign: jest.SpyInstance<void, [string]>;

beforeEach(() => {
  reload = mockLocationReload();
  assign = mockLocationAssign();
});

afterEach(() => {
  reload.mockRestore();
  assign.mockRestore();
  window.history.replaceState({}, "", "/");
  document.cookie = "NEXT_LOCALE=; Path=/; Max-Age=0";
  localStorage.clear();
});

function renderSelector(locale: Locale) {
  return renderWithProviders(<LanguageSelector label={t(locale, "language.label")} />, { locale });
}

describe("LanguageSelector", () => {
  it("offers English and Tiếng Việt, with English selected on an English page", () => {
    renderSelector("en");
    const select = screen.getByRole("combobox", { name: "Language" });
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["English", "Tiếng Việt"]);
    expect(screen.getByRole("option", { name: "English" })).toHaveAttribute("lang", "en");
    expect(screen.getByRole("option", { name: "Tiếng Việt" })).toHaveAttribute("lang", "vi");
    expect(select).toHaveValue("en");
    expect((screen.getByRole("option", { name: "English" }) as HTMLOptionElement).selected).toBe(true);
  });

  it("has Tiếng Việt selected and a Vietnamese label on a Vietnamese page", () => {
    renderSelector("vi");
    expect(screen.getByRole("combobox", { name: "Ngôn ngữ" })).toHaveValue("vi");
  });

  it("saves Tiếng Việt in the NEXT_LOCALE cookie and cineva_language, then reloads", async () => {
    const { user } = renderSelector("en");
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBeNull();

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Tiếng Việt");

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBe("vi");
    expect(localStorage.getItem("cineva_language")).toBe("vi");
  });

  it("saves English and reloads when switching back from Vietnamese", async () => {
    const { user } = renderSelector("vi");
    await user.selectOptions(screen.getByRole("combobox"), "English");
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBe("en");
    expect(localStorage.getItem("cineva_language")).toBe("en");
  });

  it("tells the page it is leaving before it goes, so a video playing can carry over", async () => {
    const heard: string[] = [];
    const listener = () => heard.push(document.cookie.includes("NEXT_LOCALE=vi") ? "saved" : "unsaved");
    window.addEventListener(LANGUAGE_SWITCH_EVENT, listener);
    const { user } = renderSelector("en");
    await user.selectOptions(screen.getByRole("combobox"), "Tiếng Việt");
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(heard).toEqual(["saved"]);
    window.removeEventListener(LANGUAGE_SWITCH_EVENT, listener);
  });

  it("neither saves nor reloads when the current language is chosen again", async () => {
    const { user } = renderSelector("en");
    await user.selectOptions(screen.getByRole("combobox"), "English");
    // What a switch would have loaded has had its time.
    await import("./switch-language");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBeNull();
    expect(localStorage.getItem("cineva_language")).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("goes to the sibling address on an explicit-language address, and saves the choice", async () => {
    window.history.replaceState({}, "", "/vi/movies?page=2");
    const { user } = renderSelector("vi");
    await user.selectOptions(screen.getByRole("combobox"), "English");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/en/movies?page=2"));
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBe("en");
    expect(reload).not.toHaveBeenCalled();
  });

  it("swaps ?lang= on an embedded page", async () => {
    window.history.replaceState({}, "", "/blank-leaderboard?lang=en");
    const { user } = renderSelector("en");
    await user.selectOptions(screen.getByRole("combobox"), "Tiếng Việt");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/blank-leaderboard?lang=vi"));
  });
});
