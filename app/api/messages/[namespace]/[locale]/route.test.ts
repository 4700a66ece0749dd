/** @jest-environment node */
import en from "@/messages/en.json";
import vi from "@/messages/vi.json";
import { fetchLazyMessages, lazyMessagesPath } from "@/lib/i18n/lazy-messages";
import { GET, generateStaticParams } from "./route";

const ask = (namespace: string, locale: string) =>
  GET(new Request(`http://localhost/api/messages/${namespace}/${locale}`), {
    params: Promise.resolve({ namespace, locale }),
  });

describe("GET /api/messages/{namespace}/{locale}", () => {
  it("is built for every on-demand namespace in both languages", () => {
    expect(generateStaticParams()).toEqual([
      { namespace: "auth", locale: "en" },
      { namespace: "auth", locale: "vi" },
    ]);
  });

  it("answers the namespace's texts in the language asked, as the dialog's provider reads them", async () => {
    expect(await (await ask("auth", "vi")).json()).toEqual(vi.auth);
    const viaClient = await fetchLazyMessages("auth", "en", async (input) => {
      expect(input).toBe(lazyMessagesPath("auth", "en"));
      return ask("auth", "en");
    });
    expect(viaClient).toEqual({ auth: en.auth });
  });

  it("is a 404 for any other namespace or language", async () => {
    await expect(ask("profileForm", "en")).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    await expect(ask("auth", "fr")).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it("lets the dialog's loader see a failed answer", async () => {
    const failing = async () => new Response("nope", { status: 503 });
    await expect(fetchLazyMessages("auth", "en", failing)).rejects.toThrow(/503/);
  });
});
