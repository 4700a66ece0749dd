import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { NewTitleForm } from "@/components/studio/new-title-form";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { Link } from "@/components/ui/link";
import { StudioKindParamsSchema } from "@/lib/contract/studio-catalogue";
import { localizedPath } from "@/lib/i18n/addresses";
import { countryOptions, languageOptions } from "@/lib/i18n/codes";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createTitleAction } from "@/lib/studio/catalogue-actions";
import { requireStaff } from "@/lib/studio/server";
import { blankValues } from "@/lib/studio/title-editor";

type Props = { params: Promise<{ kind: string }> };

/** /studio/catalogue/new/{movie|series}: a new title, made a draft (the catalogue's roles). */
export default async function NewStudioTitlePage({ params }: Props) {
  const locale = await pageLocale();
  const staff = await requireStaff(locale);
  const parsed = StudioKindParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  // The backend checks the role again on creating; this spares a form that could not be sent.
  if (!staff.permissions.includes("catalogue")) return <StudioForbidden />;
  const { kind } = parsed.data;
  const t = await getTranslations("studio.catalogue");
  return (
    <>
      <Link href={localizedPath(locale, `/studio/catalogue${kind === "series" ? "?kind=series" : ""}`)}>
        {t("back")}
      </Link>
      <h1>{t(kind === "movie" ? "newMovie" : "newSeries")}</h1>
      <NewTitleForm
        kind={kind}
        initial={{ values: blankValues(new Date()) }}
        createTitleAction={createTitleAction}
        countries={countryOptions(locale)}
        languages={languageOptions(locale)}
      />
    </>
  );
}
