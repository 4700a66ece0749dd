import { getFormatter, getTranslations } from "next-intl/server";
import { CategoryForm } from "@/components/studio/category-form";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { StudioPager } from "@/components/studio/studio-pager";
import styles from "@/components/studio/studio.module.scss";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { TableScroller } from "@/components/ui/table-scroller";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api/errors";
import { studioBlogCategories, studioPosts } from "@/lib/contract/endpoints/studio-blog";
import { POST_STATES } from "@/lib/contract/studio-blog";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { saveCategoryAction } from "@/lib/studio/blog-actions";
import { blogHref, blogQuery } from "@/lib/studio/blog-query";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /studio/blog: every post, drafts and scheduled ones too, found by title or id (the content roles). */
export default async function StudioBlogPage({ searchParams }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const t = await getTranslations("studio.blog");
  const query = blogQuery(await searchParams);
  let list, categories;
  try {
    const api = await studioApi(locale);
    [list, categories] = await Promise.all([
      api.call(studioPosts, { query }),
      api.call(studioBlogCategories, {}),
    ]);
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const format = await getFormatter();
  const base = localizedPath(locale, "/studio/blog");
  const { page, last_page: pages } = list.meta;
  const inPageLanguage = (item: { title_en: string; title_vi: string }) =>
    locale === "vi" ? item.title_vi : item.title_en;
  return (
    <>
      <h1 id="blog-heading">{t("heading")}</h1>
      <p>{t("intro")}</p>
      <p className={styles.pageLinks}>
        <Link href={localizedPath(locale, "/studio/blog/new")}>{t("newPost")}</Link>
      </p>
      <form className={styles.filters} action={base} method="get" role="search">
        <TextField label={t("search")} name="q" type="search" defaultValue={query.q} />
        <div className={styles.selectField}>
          <label htmlFor="state">{t("stateFilter")}</label>
          <select id="state" name="state" defaultValue={query.state ?? ""}>
            <option value="">{t("anyState")}</option>
            {POST_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.selectField}>
          <label htmlFor="category">{t("category")}</label>
          <select id="category" name="category" defaultValue={query.category ?? ""}>
            <option value="">{t("anyCategory")}</option>
            {categories.data.map((category) => (
              <option key={category.id} value={category.id}>
                {locale === "vi" ? category.name_vi : category.name_en}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {t("find")}
        </Button>
      </form>
      {list.data.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <TableScroller labelledBy="blog-heading">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("id")}</th>
                <th scope="col">{t("titleField")}</th>
                <th scope="col">{t("category")}</th>
                <th scope="col">{t("state")}</th>
                <th scope="col">{t("updated")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>
                    <Link href={localizedPath(locale, `/studio/blog/${row.id}`)}>{inPageLanguage(row)}</Link>
                    <br />
                    <span className={styles.muted} lang={locale === "vi" ? "en" : "vi"}>
                      {locale === "vi" ? row.title_en : row.title_vi}
                    </span>
                  </td>
                  <td>{locale === "vi" ? row.category.name_vi : row.category.name_en}</td>
                  <td>
                    {t(`states.${row.state}`)}
                    {row.featured ? (
                      <>
                        <br />
                        <span className={styles.muted}>{t("featuredMark")}</span>
                      </>
                    ) : null}
                  </td>
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
        label={t("pagesLabel")}
        page={page}
        pages={pages}
        hrefOf={(to) => blogHref(base, { ...query, page: to })}
        texts={{ previous: t("previous"), next: t("next"), position: t("page", { page, pages }) }}
      />
      <section aria-labelledby="categories-heading" className={styles.categories}>
        <h2 id="categories-heading">{t("categories")}</h2>
        <p className={styles.muted}>{t("categoriesIntro")}</p>
        {categories.data.map((category) => (
          <CategoryForm
            key={category.id}
            initial={{
              id: category.id,
              values: { name_en: category.name_en, name_vi: category.name_vi },
              outcome: "opened",
            }}
            posts={category.posts}
            saveCategoryAction={saveCategoryAction}
          />
        ))}
        <CategoryForm
          initial={{ values: { name_en: "", name_vi: "" }, outcome: "opened" }}
          saveCategoryAction={saveCategoryAction}
        />
      </section>
    </>
  );
}
