"use client";

import type { ReactNode } from "react";
import { Gift } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { RewardsResponse } from "@/lib/contract/programme";
import { formatNumber } from "@/lib/format";
import { Section } from "./section";
import styles from "./programme.module.scss";

type Reward = RewardsResponse["rewards"][number];

type ViewProps = {
  data: RewardsResponse;
  /** Above the tasks: the viewer's points and check-in, or a guest's invitation. */
  summary?: ReactNode;
  /** Under each reward: the viewer's redeem button. */
  redeem?: (reward: Reward) => ReactNode;
  /** After the catalogue: the viewer's point history. */
  after?: ReactNode;
};

/** The programme's tasks and rewards catalogue, with the viewer's parts where given. */
export function RewardsView({ data, summary, redeem, after }: ViewProps) {
  const t = useTranslations("reward");
  return (
    <div className={styles.stack}>
      {summary}
      <Section id="tasks-heading" heading={t("tasks")}>
        <ul className={styles.tasks}>
          {data.tasks.map((task) => (
            <li key={task.key} className={styles.task} data-done={task.progress?.done || undefined}>
              <div>
                <h3 className={styles.taskTitle}>{task.title}</h3>
                <p className={styles.muted}>{task.description}</p>
              </div>
              <span className={styles.badge}>{t("upTo", { points: task.points })}</span>
              {task.progress ? (
                <div className={styles.taskProgress}>
                  <progress
                    max={task.progress.target}
                    value={Math.min(task.progress.current, task.progress.target)}
                    aria-label={t("progress", {
                      current: task.progress.current,
                      target: task.progress.target,
                    })}
                  />
                  <span>
                    {task.progress.done ? t("done") : `${task.progress.current}/${task.progress.target}`}
                  </span>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="rewards-heading" heading={t("catalogue")}>
        {data.rewards.length ? (
          <ul className={styles.rewards}>
            {data.rewards.map((reward) => (
              <li key={reward.id} className={styles.reward}>
                <Gift aria-hidden="true" size={22} />
                <h3 className={styles.taskTitle}>{reward.name}</h3>
                <p className={styles.muted}>{reward.description}</p>
                <p className={styles.cost}>
                  {t("cost", { points: formatNumber(reward.cost_points) })}
                  {reward.stock !== null ? ` · ${t("stock", { count: reward.stock })}` : ""}
                </p>
                {redeem?.(reward)}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t("empty")}</p>
        )}
      </Section>

      {after}
    </div>
  );
}
