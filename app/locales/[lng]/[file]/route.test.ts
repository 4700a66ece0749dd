/** @jest-environment node */
import en from "@/messages/en.json";
import vi from "@/messages/vi.json";
import { fetchLazyMessages, lazyMessagesPath } from "@/lib/i18n/lazy-messages";
import { GET, generateStaticParams } from "./route";

const ask = (lng: string, file: string) =>
  GET(new Request(`http://localhost/locales/${lng}/${file}`), { params: Promise.resolve({ lng, file }) });

describe("GET /locales/{lng}/{namespace}.json", () => {
  it("is built for every on-demand namespace in both languages", () => {
    expect(generateStaticParams()).toEqual([
      { lng: "en", file: "auth.json" },
      { lng: "vi", file: "auth.json" },
    ]);
  });

  it("answers the namespace's texts in the language asked, as the dialog's provider reads them", async () => {
    expect(await (await ask("vi", "auth.json")).json()).toEqual(vi.auth);
    const viaClient = await fetchLazyMessages("auth", "en", async (input) => {
      expect(input).toBe(lazyMessagesPath("auth", "en"));
      expect(input).toBe("/locales/en/auth.json");
      return ask("en", "auth.json");
    });
    expect(viaClient).toEqual({ auth: en.auth });
  });

  it("is a 404 for any other namespace, file or language", async () => {
    for (const [lng, file] of [
      ["en", "profileForm.json"],
      ["en", "auth"],
      ["en", "auth.txt"],
      ["fr", "auth.json"],
    ] as const)
      expect((await ask(lng, file)).status).toBe(404);
  });

  it("lets the dialog's loader see a failed answer", async () => {
    const failing = async () => new Response("nope", { status: 503 });
    await expect(fetchLazyMessages("auth", "en", failing)).rejects.toThrow(/503/);
  });
});
