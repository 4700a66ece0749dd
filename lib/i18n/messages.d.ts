import type en from "../../messages/en.json";

declare global {
  /** The shape of messages/en.json; vi.json is held to the same keys by a unit test. */
  type Messages = typeof en;
}

declare module "next-intl" {
  interface AppConfig {
    Locale: import("./config").Locale;
    Messages: typeof en;
  }
}
