import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArtworkField } from "@/components/studio/artwork-field";
import { ArtworkSection } from "@/components/studio/artwork-section";
import { SeasonList } from "@/components/studio/season-list";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { TitleEditor } from "@/components/studio/title-editor";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { getGenres, getSections } from "@/lib/api/reads/catalogue";
import { nameOf } from "@/lib/catalogue/titles";
import type { Named } from "@/lib/contract/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { studioTitle } from "@/lib/contract/endpoints/studio-catalogue";
import { studioSeasons } from "@/lib/contract/endpoints/studio-episodes";
import { StudioTitleParamsSchema } from "@/lib/contract/studio-catalogue";
import { localizedPath } from "@/lib/i18n/addresses";
import { countryOptions, languageOptions } from "@/lib/i18n/codes";
import { pageLocale } from "@/lib/i18n/page-locale";
import { CENTRE } from "@/lib/contract/studio-artwork";
import { uploadArtworkAction } from "@/lib/studio/artwork-actions";
import { saveTitleAction } from "@/lib/studio/catalogue-actions";
import { addSeasonAction, createEpisodeAction } from "@/lib/studio/episode-actions";
import { requireStaff, studioApi } from "@/lib/studio/server";
import { editorValues } from "@/lib/studio/title-editor";

type Props = { params: Promise<{ kind: string; id: string }> };

/** Genres or sections as the editor's checkboxes name them, in the page's language. */
const placeOptions = (places: Named[], locale: Locale) =>
  places.map((place) => ({ id: place.id, name: nameOf(place, locale) }));

/** /studio/catalogue/{movie|series}/{id}: one title's editor; an unknown one is a 404. */
export default async function StudioTitlePage({ params }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const parsed = StudioTitleParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations("studio");
  let title, seasons;
  const [genres, sections] = await Promise.all([getGenres(), getSections()]);
  try {
    const api = await studioApi(locale);
    [title, seasons] = await Promise.all([
      api.call(studioTitle, { params: parsed.data }),
      // A series' seasons and episodes are edited under it.
      parsed.data.kind === "series" ? api.call(studioSeasons, { params: { id: parsed.data.id } }) : null,
    ]);
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  return (
    <>
      <Link href={localizedPath(locale, `/studio/catalogue${title.kind === "series" ? "?kind=series" : ""}`)}>
        {t("catalogue.back")}
      </Link>
      <TitleEditor
        initial={{ title, values: editorValues(title), outcome: "opened" }}
        saveTitleAction={saveTitleAction}
        countries={countryOptions(locale)}
        languages={languageOptions(locale)}
        genres={placeOptions(genres, locale)}
        sections={placeOptions(sections, locale)}
      />
      <p>
        <Link href={localizedPath(locale, `/studio/catalogue/${title.kind}/${title.id}/media`)}>
          {t("uploads.link")}
        </Link>
      </p>
      <ArtworkSection>
        {(["poster", "thumbnail"] as const).map((slot) => (
          <ArtworkField
            key={slot}
            place={{ thing: "title", kind: title.kind, id: title.id, slot }}
            initial={{ file: title.artwork[slot], focus: CENTRE }}
            captions={{ en: title.title_en, vi: title.title_vi }}
            uploadArtworkAction={uploadArtworkAction}
          />
        ))}
      </ArtworkSection>
      {seasons ? (
        <SeasonList
          seasons={seasons}
          addSeasonAction={addSeasonAction}
          createEpisodeAction={createEpisodeAction}
        />
      ) : null}
    </>
  );
}
