import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { MediaDesk } from "@/components/studio/media-desk";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { studioTitle } from "@/lib/contract/endpoints/studio-catalogue";
import { studioSeasons } from "@/lib/contract/endpoints/studio-episodes";
import { studioPackagings } from "@/lib/contract/endpoints/studio-packagings";
import { studioTitleUploads } from "@/lib/contract/endpoints/studio-uploads";
import { StudioTitleParamsSchema } from "@/lib/contract/studio-catalogue";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireStaff, studioApi } from "@/lib/studio/server";
import { publicEnv } from "@/lib/config/public-env";
import { uploadArtworkAction } from "@/lib/studio/artwork-actions";
import {
  correctSegmentsAction,
  packageAction,
  packagingStepAction,
  titleMediaAction,
} from "@/lib/studio/upload-actions";

type Props = { params: Promise<{ kind: string; id: string }> };

/** /studio/catalogue/{movie|series}/{id}/media: a title's master files, uploaded and checked (issue #37). */
export default async function StudioTitleMediaPage({ params }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const parsed = StudioTitleParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations("studio.uploads");
  const tEpisodes = await getTranslations("studio.catalogue.episodes");
  let title, uploads, packagings, seasons;
  try {
    const api = await studioApi(locale);
    [title, uploads, packagings, seasons] = await Promise.all([
      api.call(studioTitle, { params: parsed.data }),
      api.call(studioTitleUploads, { params: parsed.data }),
      api.call(studioPackagings, { params: parsed.data }),
      // A series is packaged an episode at a time.
      parsed.data.kind === "series" ? api.call(studioSeasons, { params: { id: parsed.data.id } }) : null,
    ]);
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const name = locale === "vi" ? title.title_vi : title.title_en;
  const episodes = (seasons?.seasons ?? []).flatMap((season) =>
    season.episodes.map((episode) => ({
      id: episode.id,
      label: tEpisodes("heading1", {
        season: season.season_no,
        episode: episode.episode_no,
        title: locale === "vi" ? episode.title_vi : episode.title_en,
      }),
    })),
  );
  return (
    <>
      <Link href={localizedPath(locale, `/studio/catalogue/${title.kind}/${title.id}`)}>
        {t("back", { title: name })}
      </Link>
      <h1>{t("pageHeading", { title: name })}</h1>
      <MediaDesk
        title={{ kind: title.kind, id: title.id }}
        initial={{ uploads: uploads.data, packagings: packagings.data }}
        episodes={episodes}
        titleMediaAction={titleMediaAction}
        packageAction={packageAction}
        packagingStepAction={packagingStepAction}
        correctSegmentsAction={correctSegmentsAction}
        mediaHost={publicEnv.NEXT_PUBLIC_API_HOST}
        uploadArtworkAction={uploadArtworkAction}
      />
    </>
  );
}
