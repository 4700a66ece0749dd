import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { UploadDesk } from "@/components/studio/upload-desk";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { studioTitle } from "@/lib/contract/endpoints/studio-catalogue";
import { studioTitleUploads } from "@/lib/contract/endpoints/studio-uploads";
import { StudioTitleParamsSchema } from "@/lib/contract/studio-catalogue";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireStaff, studioApi } from "@/lib/studio/server";
import { titleUploadsAction } from "@/lib/studio/upload-actions";

type Props = { params: Promise<{ kind: string; id: string }> };

/** /studio/catalogue/{movie|series}/{id}/media: a title's master files, uploaded and checked (issue #37). */
export default async function StudioTitleMediaPage({ params }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const parsed = StudioTitleParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations("studio.uploads");
  let title, uploads;
  try {
    const api = await studioApi(locale);
    [title, uploads] = await Promise.all([
      api.call(studioTitle, { params: parsed.data }),
      api.call(studioTitleUploads, { params: parsed.data }),
    ]);
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const name = locale === "vi" ? title.title_vi : title.title_en;
  return (
    <>
      <Link href={localizedPath(locale, `/studio/catalogue/${title.kind}/${title.id}`)}>
        {t("back", { title: name })}
      </Link>
      <h1>{t("pageHeading", { title: name })}</h1>
      <UploadDesk
        title={{ kind: title.kind, id: title.id }}
        initial={uploads.data}
        titleUploadsAction={titleUploadsAction}
      />
    </>
  );
}
