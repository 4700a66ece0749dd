import { getFormatter, getTranslations } from "next-intl/server";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { StudioPager } from "@/components/studio/studio-pager";
import styles from "@/components/studio/studio.module.scss";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { TableScroller } from "@/components/ui/table-scroller";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api/errors";
import { studioTitles } from "@/lib/contract/endpoints/studio-catalogue";
import { STUDIO_TITLE_SORTS, TITLE_STATES } from "@/lib/contract/studio-catalogue";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { catalogueHref, catalogueQuery } from "@/lib/studio/catalogue-query";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /studio/catalogue: films or series, found by title or id, in the order chosen (the catalogue's roles). */
export default async function StudioCataloguePage({ searchParams }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const t = await getTranslations("studio");
  const query = catalogueQuery(await searchParams);
  let list;
  try {
    list = await (await studioApi(locale)).call(studioTitles, { query });
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const format = await getFormatter();
  const base = localizedPath(locale, "/studio/catalogue");
  const { page, last_page: pages } = list.meta;
  return (
    <>
      <h1 id="catalogue-heading">{t("catalogue.heading")}</h1>
      <p>{t("catalogue.intro")}</p>
      <p className={styles.pageLinks}>
        <Link href={localizedPath(locale, "/studio/catalogue/new/movie")}>{t("catalogue.newMovie")}</Link>
        <Link href={localizedPath(locale, "/studio/catalogue/new/series")}>{t("catalogue.newSeries")}</Link>
      </p>
      <nav aria-label={t("catalogue.kindsLabel")} className={styles.pageLinks}>
        {(["movie", "series"] as const).map((kind) => (
          <Link
            key={kind}
            className={styles.navLink}
            href={catalogueHref(base, { kind, sort: "updated", page: 1 })}
            aria-current={query.kind === kind ? "page" : undefined}
          >
            {t(`catalogue.kinds.${kind}`)}
          </Link>
        ))}
      </nav>
      <form className={styles.filters} action={base} method="get" role="search">
        {query.kind === "series" ? <input type="hidden" name="kind" value="series" /> : null}
        <TextField label={t("catalogue.search")} name="q" type="search" defaultValue={query.q} />
        <div className={styles.selectField}>
          <label htmlFor="sort">{t("catalogue.sort")}</label>
          <select id="sort" name="sort" defaultValue={query.sort}>
            {STUDIO_TITLE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.selectField}>
          <label htmlFor="state">{t("catalogue.stateFilter")}</label>
          <select id="state" name="state" defaultValue={query.state ?? ""}>
            <option value="">{t("catalogue.anyState")}</option>
            {TITLE_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`catalogue.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {t("catalogue.find")}
        </Button>
      </form>
      {list.data.length === 0 ? (
        <p>{t("catalogue.empty")}</p>
      ) : (
        <TableScroller labelledBy="catalogue-heading">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("catalogue.id")}</th>
                <th scope="col">{t("catalogue.title")}</th>
                <th scope="col">{t("catalogue.year")}</th>
                <th scope="col">{t("catalogue.state")}</th>
                <th scope="col">{t("catalogue.updated")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>
                    <Link href={localizedPath(locale, `/studio/catalogue/${row.kind}/${row.id}`)}>
                      {locale === "vi" ? row.title_vi : row.title_en}
                    </Link>
                    <br />
                    <span className={styles.muted} lang={locale === "vi" ? "en" : "vi"}>
                      {locale === "vi" ? row.title_en : row.title_vi}
                    </span>
                  </td>
                  <td>{row.year}</td>
                  <td>{t(`catalogue.states.${row.state}`)}</td>
                  <td>
                    {format.dateTime(new Date(row.updated_at), { dateStyle: "short", timeStyle: "short" })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      <StudioPager
        label={t("catalogue.pagesLabel")}
        page={page}
        pages={pages}
        hrefOf={(to) => catalogueHref(base, { ...query, page: to })}
        texts={{
          previous: t("catalogue.previous"),
          next: t("catalogue.next"),
          position: t("catalogue.page", { page, pages }),
        }}
      />
    </>
  );
}
