import { Fragment } from "react";
import type { CaptionBackground, CaptionSize, ShownCaption } from "@/lib/player/captions";
import styles from "./captions.module.scss";

export type CaptionsProps = {
  /** Top to bottom (lib/player/captions.captionBlocks): the second language above the first. */
  blocks: readonly ShownCaption[];
  size: CaptionSize;
  background: CaptionBackground;
};

/**
 * The subtitles over the picture, in the viewer's size and background; raised while the controls
 * show (the stage's `data-controls`), inside the stage so they stay in frame in fullscreen. Text
 * only: a cue's markup never reaches the page as HTML.
 */
export function Captions({ blocks, size, background }: CaptionsProps) {
  return (
    <div className={styles.captions} data-size={size} data-background={background} data-testid="captions">
      {blocks.map((block) => (
        <div
          key={block.lang}
          lang={block.lang}
          className={styles.captionBlock}
          data-second={block.second ? "" : undefined}
        >
          {block.lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              <span className={styles.captionLine}>{line}</span>
            </Fragment>
          ))}
        </div>
      ))}
    </div>
  );
}
