import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArtworkField } from "@/components/studio/artwork-field";
import { ArtworkSection } from "@/components/studio/artwork-section";
import { PostEditor } from "@/components/studio/post-editor";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { studioBlogCategories, studioPost } from "@/lib/contract/endpoints/studio-blog";
import { StudioPostParamsSchema } from "@/lib/contract/studio-blog";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { CENTRE } from "@/lib/contract/studio-artwork";
import { uploadArtworkAction } from "@/lib/studio/artwork-actions";
import { savePostAction } from "@/lib/studio/blog-actions";
import { categoryOptions, postValues } from "@/lib/studio/post-editor";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { params: Promise<{ id: string }> };

/** /studio/blog/{id}: one post's editor; an unknown one is a 404 (the content roles). */
export default async function StudioPostPage({ params }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const parsed = StudioPostParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations("studio.blog");
  let post, categories;
  try {
    const api = await studioApi(locale);
    [post, categories] = await Promise.all([
      api.call(studioPost, { params: parsed.data }),
      api.call(studioBlogCategories, {}),
    ]);
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  return (
    <>
      <Link href={localizedPath(locale, "/studio/blog")}>{t("back")}</Link>
      <PostEditor
        initial={{ post, values: postValues(post), outcome: "opened" }}
        savePostAction={savePostAction}
        categories={categoryOptions(categories, locale)}
      />
      <ArtworkSection>
        <ArtworkField
          place={{ thing: "post", id: post.id }}
          initial={{ file: post.cover, focus: CENTRE }}
          captions={{ en: post.title_en, vi: post.title_vi }}
          uploadArtworkAction={uploadArtworkAction}
        />
      </ArtworkSection>
    </>
  );
}
