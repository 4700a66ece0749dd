import type { CSSProperties } from "react";
import { Image } from "@/components/ui/image";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import type { Banner } from "@/lib/contract/catalogue";
import { browserEnv } from "@/lib/config/browser-env";
import { descriptionOf, titleHref, titleOf } from "@/lib/catalogue/titles";
import { pageLocale } from "@/lib/i18n/page-locale";
import { imageUrl } from "@/lib/images";
import { HeroControls } from "./hero-controls";
import styles from "./catalogue.module.scss";

/**
 * The home hero: every banner as a slide of a scroll-snapping carousel (swipe, scroll or Tab through
 * it with no script), with arrows, dots and auto-advance (./hero-controls.tsx). The first slide's
 * artwork is preloaded: it is the page's largest paint.
 */
export async function Hero({ banners }: { banners: Banner[] }) {
  const locale = await pageLocale();
  const t = await getTranslations("catalogue");
  if (!banners.length) return null;
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={titleOf(banners[0]!.title, locale)}
    >
      <ul className={styles.slides}>
        {banners.map((banner, index) => {
          const image = imageUrl("banner", banner.image, browserEnv.NEXT_PUBLIC_API_HOST);
          return (
            <li
              key={banner.id}
              className={styles.slide}
              // The banner's focal point: a phone shows a taller slice of it, around that point.
              style={{ "--focus": `${banner.focus.x}% ${banner.focus.y}%` } as CSSProperties}
              aria-roledescription="slide"
              aria-label={t("heroSlide", {
                n: index + 1,
                count: banners.length,
                title: titleOf(banner.title, locale),
              })}
            >
              {image ? (
                <Image
                  src={image}
                  alt=""
                  fill
                  preload={index === 0}
                  fetchPriority={index === 0 ? "high" : undefined}
                  sizes="100vw"
                  className={styles.slideImage}
                />
              ) : null}
              <div className={styles.slideText}>
                <p className={styles.headline}>{locale === "vi" ? banner.headline_vi : banner.headline_en}</p>
                <h2 className={styles.slideTitle}>{titleOf(banner.title, locale)}</h2>
                <p className={styles.slideDescription}>{descriptionOf(banner.title, locale)}</p>
                <Link href={titleHref(banner.title)} className={styles.watch}>
                  {t("watchNow")}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <HeroControls
        labels={{
          previous: t("heroPrevious"),
          next: t("heroNext"),
          pause: t("heroPause"),
          play: t("heroPlay"),
          slides: banners.map((banner, index) =>
            t("heroSlide", { n: index + 1, count: banners.length, title: titleOf(banner.title, locale) }),
          ),
        }}
      />
    </section>
  );
}
