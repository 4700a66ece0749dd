/**
 * What a client component gets for `next-intl` in the browser (next.config.mjs aliases the package
 * there): use-intl's provider and hooks as they are. next-intl's own client entry wraps useTranslations
 * and useFormatter in calls no minifier may drop, so useFormatter (0.7 kB gzip) rode on every viewer
 * page though none uses it. The server, client components' server render included, keeps next-intl.
 * A hook missing here fails the build, not a page; add it from use-intl.
 */
export { IntlProvider as NextIntlClientProvider, useLocale, useMessages, useTranslations } from "use-intl";
