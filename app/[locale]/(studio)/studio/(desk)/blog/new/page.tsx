import { getTranslations } from "next-intl/server";
import { NewPostForm } from "@/components/studio/new-post-form";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { studioBlogCategories } from "@/lib/contract/endpoints/studio-blog";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPostAction } from "@/lib/studio/blog-actions";
import { categoryOptions } from "@/lib/studio/post-editor";
import { requireStaff, studioApi } from "@/lib/studio/server";

/** /studio/blog/new: a new post, made a draft (the content roles). */
export default async function NewStudioPostPage() {
  const locale = await pageLocale();
  await requireStaff(locale);
  const t = await getTranslations("studio.blog");
  let categories;
  try {
    categories = await (await studioApi(locale)).call(studioBlogCategories, {});
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const options = categoryOptions(categories, locale);
  return (
    <>
      <Link href={localizedPath(locale, "/studio/blog")}>{t("back")}</Link>
      <h1>{t("newPost")}</h1>
      <NewPostForm
        initial={{ values: { title_en: "", title_vi: "", category_id: String(options[0]?.id ?? "") } }}
        createPostAction={createPostAction}
        categories={options}
      />
    </>
  );
}
