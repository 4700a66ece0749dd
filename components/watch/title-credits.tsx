import { getTranslations } from "next-intl/server";
import { creditsLine } from "@/lib/catalogue/credits-line";
import type { MovieDetail, SeriesDetail } from "@/lib/contract/catalogue";
import styles from "./watch.module.scss";

/** A title's directors and first-billed cast, under its description; nothing when nobody is credited. */
export async function TitleCredits({
  title,
}: {
  title: Pick<MovieDetail | SeriesDetail, "directors" | "cast">;
}) {
  const t = await getTranslations("watch");
  const rows = [
    { label: t(title.directors.length === 1 ? "director" : "directors"), ...creditsLine(title.directors) },
    { label: t("cast"), ...creditsLine(title.cast) },
  ].filter((row) => row.names !== "");
  if (!rows.length) return null;
  return (
    <dl className={styles.credits}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.more ? t("creditsMore", { names: row.names, count: row.more }) : row.names}</dd>
        </div>
      ))}
    </dl>
  );
}
