"use server";
/** Home's order and banners, from the studio (issue #36): the forms' server actions. */
import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import {
  studioCreateBanner,
  studioDeleteBanner,
  studioOrderBanners,
  studioOrderSections,
  studioSaveBanner,
} from "@/lib/contract/endpoints/studio-home";
import type { TitleKind } from "@/lib/contract/catalogue";
import { toLocale } from "@/lib/i18n/config";
import { idsOf, type HomeOrderState } from "./home-order";
import { formRefusal } from "./refusal";
import { studioApi } from "./server";

/** A refusal the form shows; a session that ended goes on to the page's own handling. */
function refused(error: unknown): HomeOrderState & { fields?: Record<string, string> } {
  return { outcome: "refused", ...formRefusal(error) };
}

export async function orderHomeAction(_previous: HomeOrderState, form: FormData): Promise<HomeOrderState> {
  const locale = toLocale(form.get("locale"));
  const endpoint = form.get("list") === "banners" ? studioOrderBanners : studioOrderSections;
  try {
    await (await studioApi(locale)).call(endpoint, { body: { ids: idsOf(form.get("ids")) } });
  } catch (error) {
    return refused(error);
  }
  refresh();
  const t = await getTranslations({ locale, namespace: "studio.home" });
  return { outcome: "saved", message: t("orderSaved") };
}

export type BannerFormState = HomeOrderState & { fields?: Record<string, string> };

export async function saveBannerAction(previous: BannerFormState, form: FormData): Promise<BannerFormState> {
  const locale = toLocale(form.get("locale"));
  try {
    await (
      await studioApi(locale)
    ).call(studioSaveBanner, {
      params: { id: Number(form.get("id")) },
      body: {
        headline_en: String(form.get("headline_en") ?? ""),
        headline_vi: String(form.get("headline_vi") ?? ""),
        active: form.get("active") === "on",
      },
    });
  } catch (error) {
    return refused(error);
  }
  refresh();
  const t = await getTranslations({ locale, namespace: "studio.home" });
  return { outcome: "saved", message: t("bannerSaved") };
}

export type NewBannerState = BannerFormState & { values: Record<string, string> };

/** A new banner, hidden; the page lists it at once, where its image is uploaded. */
export async function createBannerAction(_previous: NewBannerState, form: FormData): Promise<NewBannerState> {
  const locale = toLocale(form.get("locale"));
  const text = (name: string) => String(form.get(name) ?? "");
  const values = {
    kind: text("kind"),
    title_id: text("title_id"),
    headline_en: text("headline_en"),
    headline_vi: text("headline_vi"),
  };
  try {
    await (
      await studioApi(locale)
    ).call(studioCreateBanner, {
      body: { ...values, kind: (values.kind === "series" ? "series" : "movie") satisfies TitleKind },
    });
  } catch (error) {
    return { values, ...refused(error) };
  }
  refresh();
  const t = await getTranslations({ locale, namespace: "studio.home" });
  return { values: {}, outcome: "saved", message: t("bannerAdded") };
}

/** Takes a banner off home; the page lists the others at once. */
export async function removeBannerAction(
  _previous: BannerFormState,
  form: FormData,
): Promise<BannerFormState> {
  const locale = toLocale(form.get("locale"));
  try {
    await (await studioApi(locale)).call(studioDeleteBanner, { params: { id: Number(form.get("id")) } });
  } catch (error) {
    return refused(error);
  }
  refresh();
  return { outcome: "saved" };
}
