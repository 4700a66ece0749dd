import { Image } from "@/components/ui/image";
import styles from "./stage.module.scss";
import { STAGE_IMAGE_SIZES } from "./stage-image";

/**
 * A title's still drawn on the player's stage before Play. A film page draws it on the server and
 * hands it to the player, so the page ships no image code for it; the series player draws each
 * episode's in the browser.
 */
export function StagePicture({ src }: { src: string | null }) {
  return src ? (
    <Image src={src} alt="" fill preload sizes={STAGE_IMAGE_SIZES} className={styles.posterImage} />
  ) : null;
}
