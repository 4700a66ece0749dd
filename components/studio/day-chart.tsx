import { barsOf } from "@/lib/studio/day-chart";
import styles from "./dashboard.module.scss";

const WIDTH = 300;
const HEIGHT = 100;

type Props = {
  id: string;
  heading: string;
  /** What the chart says in words: its caption, and the name a screen reader reads. */
  summary: string;
  /** One per day, oldest first, today last; `label` is the day and its figure, shown on hover. */
  points: { value: number; label: string }[];
  axis: { top: string; first: string; last: string };
};

/** A figure's days as bars: plain SVG from the server, today's bar brighter. */
export function DayChart({ id, heading, summary, points, axis }: Props) {
  const bars = barsOf(
    points.map((point) => point.value),
    WIDTH,
    HEIGHT,
  );
  return (
    <figure className={styles.chart}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        {summary}
      </figcaption>
      <div className={styles.axis} aria-hidden="true">
        <span>{axis.top}</span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-heading ${id}-caption`}
      >
        {bars.map((bar, i) => (
          <rect
            key={points[i]!.label}
            className={i === bars.length - 1 ? `${styles.bar} ${styles.today}` : styles.bar}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          >
            <title>{points[i]!.label}</title>
          </rect>
        ))}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{axis.first}</span>
        <span>{axis.last}</span>
      </div>
    </figure>
  );
}
