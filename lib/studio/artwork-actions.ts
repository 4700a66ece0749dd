"use server";
/** A picture uploaded from the studio (issue #36): the upload forms' server action. */
import { getTranslations } from "next-intl/server";
import {
  studioBannerImage,
  studioEpisodeStill,
  studioPostCover,
  studioTitleArtwork,
} from "@/lib/contract/endpoints/studio-artwork";
import type { StudioArtwork } from "@/lib/contract/studio-artwork";
import { toLocale } from "@/lib/i18n/config";
import { focusOf, placeOf, type ArtworkPlace, type ArtworkState } from "./artwork-form";
import { formRefusal } from "./refusal";
import { studioApi } from "./server";

type Api = Awaited<ReturnType<typeof studioApi>>;

/** The backend's call for the picture's place. */
function uploadTo(api: Api, place: ArtworkPlace, form: FormData): Promise<StudioArtwork> {
  switch (place.thing) {
    case "title":
      return api.call(studioTitleArtwork, {
        params: { kind: place.kind, id: place.id, slot: place.slot },
        form,
      });
    case "episode":
      return api.call(studioEpisodeStill, { params: { id: place.series, episode: place.id }, form });
    case "banner":
      return api.call(studioBannerImage, { params: { id: place.id }, form });
    case "post":
      return api.call(studioPostCover, { params: { id: place.id }, form });
  }
}

export async function uploadArtworkAction(previous: ArtworkState, form: FormData): Promise<ArtworkState> {
  const locale = toLocale(form.get("locale"));
  const t = await getTranslations({ locale, namespace: "studio.artwork" });
  const place = placeOf(form);
  const focus = focusOf(form.get("focus_x"), form.get("focus_y"));
  if (!place) return { ...previous, focus, outcome: "refused", message: t("nowhere") };
  const sent = new FormData();
  const file = form.get("file");
  if (file !== null) sent.set("file", file);
  sent.set("focus_x", String(focus.x));
  sent.set("focus_y", String(focus.y));
  try {
    const saved = await uploadTo(await studioApi(locale), place, sent);
    return { file: saved.file, focus: saved.focus, outcome: "saved", message: t("saved") };
  } catch (error) {
    return { ...previous, focus, outcome: "refused", ...formRefusal(error) };
  }
}
