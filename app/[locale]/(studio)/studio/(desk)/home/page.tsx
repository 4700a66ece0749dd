import { getTranslations } from "next-intl/server";
import { ArtworkField } from "@/components/studio/artwork-field";
import { BannerForm } from "@/components/studio/banner-form";
import { HomeOrder } from "@/components/studio/home-order";
import { NewBannerForm } from "@/components/studio/new-banner-form";
import { RemoveBannerForm } from "@/components/studio/remove-banner-form";
import homeStyles from "@/components/studio/home-order.module.scss";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import styles from "@/components/studio/studio.module.scss";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { studioHome } from "@/lib/contract/endpoints/studio-home";
import { pageLocale } from "@/lib/i18n/page-locale";
import {
  createBannerAction,
  orderHomeAction,
  removeBannerAction,
  saveBannerAction,
} from "@/lib/studio/home-actions";
import { uploadArtworkAction } from "@/lib/studio/artwork-actions";
import { requireStaff, studioApi } from "@/lib/studio/server";

/** /studio/home: home's rows and banners in order, each banner's headlines (the catalogue's roles). */
export default async function StudioHomePage() {
  const locale = await pageLocale();
  await requireStaff(locale);
  const t = await getTranslations("studio.home");
  let home;
  try {
    home = await (await studioApi(locale)).call(studioHome, {});
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  return (
    <>
      <h1>{t("heading")}</h1>
      <p>{t("intro")}</p>
      <p className={styles.pageLinks}>
        <Link href="/en" target="_blank">
          {t("openEnglish")}
        </Link>
        <Link href="/vi" target="_blank">
          {t("openVietnamese")}
        </Link>
      </p>
      <section aria-labelledby="rows-heading" className={styles.editor}>
        <h2 id="rows-heading">{t("rowsHeading")}</h2>
        <HomeOrder
          list="sections"
          items={home.sections.map((section) => ({
            id: section.id,
            en: section.name_en,
            vi: section.name_vi,
            note: t("titles", { count: section.title_count }),
          }))}
          orderAction={orderHomeAction}
        />
      </section>
      <section aria-labelledby="banners-heading" className={styles.editor}>
        <h2 id="banners-heading">{t("bannersHeading")}</h2>
        <HomeOrder
          list="banners"
          items={home.banners.map((banner) => ({
            id: banner.id,
            en: banner.headline_en,
            vi: banner.headline_vi,
            note: banner.active ? undefined : t("hidden"),
          }))}
          orderAction={orderHomeAction}
        />
        <div className={homeStyles.bannerForms}>
          {home.banners.map((banner) => (
            <div key={banner.id} className={homeStyles.banner}>
              <BannerForm banner={banner} bannerAction={saveBannerAction} />
              <RemoveBannerForm
                id={banner.id}
                title={locale === "vi" ? banner.title_vi : banner.title_en}
                removeBannerAction={removeBannerAction}
              />
              <ArtworkField
                place={{ thing: "banner", id: banner.id }}
                initial={{ file: banner.image, focus: banner.focus }}
                captions={{ en: banner.title_en, vi: banner.title_vi }}
                uploadArtworkAction={uploadArtworkAction}
                folded
              />
            </div>
          ))}
        </div>
        <NewBannerForm createBannerAction={createBannerAction} />
      </section>
    </>
  );
}
