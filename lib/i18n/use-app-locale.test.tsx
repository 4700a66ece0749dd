import type { ReactNode } from "react";
import { renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "./config";
import { useAppLocale } from "./use-app-locale";

function localeUnder(locale: string) {
  // next-intl's types admit only our languages (lib/i18n/messages.d.ts); the other ones are handed over on purpose.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale as Locale} messages={{}}>
      {children}
    </NextIntlClientProvider>
  );
  return renderHook(() => useAppLocale(), { wrapper }).result.current;
}

describe("useAppLocale", () => {
  it("is the provider's language when it is one of ours", () => {
    expect(localeUnder("en")).toBe("en");
    expect(localeUnder("vi")).toBe("vi");
  });

  it("is English for any other language", () => {
    expect(localeUnder("fr")).toBe("en");
    expect(localeUnder("vi-VN")).toBe("en");
  });
});
