import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import QRCode from "qrcode";
import { StoreLinks } from "@/components/download/store-links";
import styles from "@/components/download/download.module.scss";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { publicEnv } from "@/lib/config/public-env";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("download", "/download");
}

/** /download: store badges (the viewer's platform first) and a QR code to this page, drawn on the server. */
export default async function DownloadPage() {
  const t = await getTranslations("download");
  const target = `${publicEnv.NEXT_PUBLIC_SITE_URL}/download`;
  const qr = await QRCode.toString(target, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return (
    <PageSection heading={t("heading")} lead={t("intro")}>
      <div className={styles.layout}>
        <div className={styles.stores}>
          <PageMessages namespaces={["download"]}>
            <StoreLinks />
          </PageMessages>
          <ul className={styles.features}>
            <li>{t("featureOffline")}</li>
            <li>{t("featureSync")}</li>
            <li>{t("featureSubtitles")}</li>
          </ul>
        </div>
        <figure className={styles.qr}>
          {/* The QR code is an SVG made here from the site's own address: no markup from outside. */}
          <span
            role="img"
            aria-label={t("qrLabel", { url: target })}
            dangerouslySetInnerHTML={{ __html: qr }}
          />
          <figcaption>{t("qrCaption")}</figcaption>
        </figure>
      </div>
    </PageSection>
  );
}
