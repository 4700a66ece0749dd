import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArtworkField } from "@/components/studio/artwork-field";
import { ArtworkSection } from "@/components/studio/artwork-section";
import { EpisodeEditor } from "@/components/studio/episode-editor";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { studioEpisode } from "@/lib/contract/endpoints/studio-episodes";
import { StudioEpisodeParamsSchema } from "@/lib/contract/studio-episodes";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { CENTRE } from "@/lib/contract/studio-artwork";
import { uploadArtworkAction } from "@/lib/studio/artwork-actions";
import { saveEpisodeAction } from "@/lib/studio/episode-actions";
import { episodeValues } from "@/lib/studio/episode-editor";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = {
  params: Promise<{ kind: string; id: string; episode: string }>;
  searchParams: Promise<{ created?: string }>;
};

/** /studio/catalogue/series/{id}/episodes/{episode}: one episode's editor; any other address is a 404. */
export default async function StudioEpisodePage({ params, searchParams }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const { kind, ...ids } = await params;
  const parsed = StudioEpisodeParamsSchema.safeParse(ids);
  if (kind !== "series" || !parsed.success) notFound();
  const t = await getTranslations("studio.catalogue.episodes");
  let episode;
  try {
    episode = await (await studioApi(locale)).call(studioEpisode, { params: parsed.data });
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const created = (await searchParams).created === "1";
  return (
    <>
      <Link href={localizedPath(locale, `/studio/catalogue/series/${episode.series_id}`)}>
        {t("back", { title: locale === "vi" ? episode.series_title_vi : episode.series_title_en })}
      </Link>
      <EpisodeEditor
        initial={{
          episode,
          values: episodeValues(episode),
          outcome: created ? "created" : "opened",
          message: created ? t("created") : undefined,
        }}
        saveEpisodeAction={saveEpisodeAction}
      />
      <ArtworkSection>
        <ArtworkField
          place={{ thing: "episode", series: episode.series_id, id: episode.id }}
          initial={{ file: episode.still, focus: CENTRE }}
          captions={{ en: episode.title_en, vi: episode.title_vi }}
          uploadArtworkAction={uploadArtworkAction}
        />
      </ArtworkSection>
    </>
  );
}
