import styles from "./studio.module.scss";

/** Links to what viewers see in each language (a title's, an episode's or a post's pages), opened apart. */
export function PageLinks({
  label,
  paths,
  texts,
}: {
  label: string;
  paths: { en: string; vi: string };
  texts: { en: string; vi: string };
}) {
  return (
    <nav aria-label={label} className={styles.pageLinks}>
      <a href={paths.en} hrefLang="en" target="_blank" rel="noopener">
        {texts.en}
      </a>
      <a href={paths.vi} hrefLang="vi" target="_blank" rel="noopener">
        {texts.vi}
      </a>
    </nav>
  );
}
