import type { Context } from "hono";
import type { Locale } from "@/lib/i18n/config";
import { languageOfAcceptLanguage } from "@/lib/i18n/resolve-language";
import { readFileSync } from "node:fs";
import path from "node:path";
import type en from "@/messages/en.json";

/**
 * The server's words, in the caller's language (Accept-Language, en or vi), so a form can show a
 * server's field error as it is. They live with every other text of the site, in messages/{en,vi}.json
 * under "api" (the key check there holds both languages to the same keys and placeholders).
 */
export type ApiLanguage = Locale;
type Catalogue = (typeof en)["api"];

/**
 * Read from the files as written, once: the build compiles the site's own imports of them
 * (next-intl's precompile, next.config.mjs), which turns every text into a function.
 */
let catalogue: Record<ApiLanguage, Catalogue> | undefined;
function catalogueIn(language: ApiLanguage): Catalogue {
  const read = (lang: ApiLanguage) =>
    (JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${lang}.json`), "utf8")) as typeof en).api;
  catalogue ??= { en: read("en"), vi: read("vi") };
  return catalogue[language];
}

/** "a.b.c" for every text of the tree. */
type Keys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Keys<typeof en.api>;

type Values = Record<string, string | number>;

export function languageOf(c: Context): ApiLanguage {
  return languageOfAcceptLanguage(c.req.header("accept-language"));
}

/** Fills {name} placeholders. */
export function format(template: string, values: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

function lookup(language: ApiLanguage, key: string): string | undefined {
  let node: unknown = catalogueIn(language);
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

/** Whether a string names a text of the catalogue (the contract's field messages are keys). */
export function isMessageKey(key: string): key is MessageKey {
  return lookup("en", key) !== undefined;
}

/** A text in a given language (for what is not an answer to a request: an SMS, a mail, a page). */
export function textIn(language: ApiLanguage, key: MessageKey, values?: Values): string {
  return format(lookup(language, key) ?? key, values);
}

/** A text in the caller's language. */
export function message(c: Context, key: MessageKey, values?: Values): string {
  return textIn(languageOf(c), key, values);
}

/** The same texts for code that runs outside Hono (server/main.ts answers before the app can). */
export function messageFor(request: Request, key: MessageKey): string {
  return textIn(languageOfAcceptLanguage(request.headers.get("accept-language")), key);
}
