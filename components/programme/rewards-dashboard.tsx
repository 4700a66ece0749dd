"use client";

import { useCallback, useEffect, useState } from "react";
import clsx from "clsx";
import { CalendarCheck, Gift, Trophy } from "lucide-react";
import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import type { PointTransaction, RewardsResponse } from "@/lib/contract/programme";
import { isApiError } from "@/lib/api/errors";
import { openSignIn } from "@/lib/auth/events";
import { formatDate, formatNumber } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useApiClient } from "@/components/providers/use-api-client";
import { Button } from "@/components/ui/button";
import styles from "./programme.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const programme = () => import("@/lib/contract/programme");
const rewardsSchema = () => programme().then((m) => m.RewardsResponseSchema);
const historySchema = () => programme().then((m) => m.PointHistoryResponseSchema);
const checkinSchema = () => programme().then((m) => m.CheckinResponseSchema);
const redeemSchema = () => programme().then((m) => m.RedeemResponseSchema);

/**
 * /reward (issue 6): the programme everyone sees (rendered on the server) and, for a signed-in
 * viewer, their points, streak, check-in, task progress, redemptions and point history.
 */
export function RewardsDashboard({ programme }: { programme: RewardsResponse }) {
  const t = useTranslations("reward");
  const api = useApiClient();
  const { status } = useSession();
  const [mine, setMine] = useState<RewardsResponse | null>(null);
  const [history, setHistory] = useState<{ items: PointTransaction[]; page: number; last: number } | null>(
    null,
  );
  const [busy, setBusy] = useState<string | null>(null);

  const fetchMine = useCallback(() => api.get("/rewards", rewardsSchema), [api]);
  const fetchHistory = useCallback(
    (page: number) => api.get("/rewards/history", historySchema, { searchParams: { page, per_page: 20 } }),
    [api],
  );
  const showHistory = useCallback((result: Awaited<ReturnType<typeof fetchHistory>>) => {
    setHistory((current) => ({
      items: [...(result.meta.page === 1 ? [] : (current?.items ?? [])), ...result.data],
      page: result.meta.page,
      last: result.meta.last_page,
    }));
  }, []);
  const refresh = useCallback(() => {
    fetchMine().then(setMine, () => undefined);
    fetchHistory(1).then(showHistory, () => undefined);
  }, [fetchMine, fetchHistory, showHistory]);

  useEffect(() => {
    if (status !== "authenticated") return;
    let cancelled = false;
    fetchMine().then(
      (value) => !cancelled && setMine(value),
      () => undefined,
    );
    fetchHistory(1).then(
      (value) => !cancelled && showHistory(value),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [status, fetchMine, fetchHistory, showHistory]);

  const data = (status === "authenticated" && mine) || programme;
  const me = status === "authenticated" ? (mine?.me ?? null) : null;

  async function act(key: string, run: () => Promise<{ message: string }>) {
    setBusy(key);
    try {
      const result = await run();
      toast.success(result.message);
      refresh();
    } catch (error) {
      toast.error(isApiError(error) && error.status < 500 ? error.message : t("failed"));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.stack}>
      {me ? (
        <section className={styles.summary} aria-label={t("yourPoints")}>
          <div className={styles.stat}>
            <Trophy aria-hidden="true" size={22} />
            <span className={styles.statLabel}>{t("yourPoints")}</span>
            <strong className={styles.statValue} data-testid="points">
              {formatNumber(me.points)}
            </strong>
          </div>
          <div className={styles.stat}>
            <CalendarCheck aria-hidden="true" size={22} />
            <span className={styles.statLabel}>{t("streak")}</span>
            <strong className={styles.statValue}>{t("days", { count: me.streak })}</strong>
          </div>
          <Button
            className={clsx(styles.action, styles.end)}
            disabled={me.checked_in_today || busy !== null}
            onClick={() => void act("checkin", () => api.post("/rewards/check-in", {}, checkinSchema))}
          >
            {me.checked_in_today ? t("checkedIn") : t("checkIn", { points: me.checkin_points })}
          </Button>
        </section>
      ) : status === "unauthenticated" ? (
        <section className={styles.cta}>
          <p>{t("signInPrompt")}</p>
          <Button className={clsx(styles.action, styles.end)} onClick={() => openSignIn()}>
            {t("signIn")}
          </Button>
        </section>
      ) : null}

      <section aria-labelledby="tasks-heading" className={styles.stack}>
        <h2 id="tasks-heading" className={styles.title}>
          {t("tasks")}
        </h2>
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
      </section>

      <section aria-labelledby="rewards-heading" className={styles.stack}>
        <h2 id="rewards-heading" className={styles.title}>
          {t("catalogue")}
        </h2>
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
                {me ? (
                  <Button
                    variant="secondary"
                    className={styles.action}
                    disabled={!reward.available || !reward.affordable || busy !== null}
                    onClick={() =>
                      void act(`redeem-${reward.id}`, () =>
                        api.post(`/rewards/${reward.id}/redeem`, {}, redeemSchema),
                      )
                    }
                  >
                    {!reward.available ? t("soldOut") : reward.affordable ? t("redeem") : t("notEnough")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t("empty")}</p>
        )}
      </section>

      {me ? (
        <section aria-labelledby="history-heading" className={styles.stack}>
          <h2 id="history-heading" className={styles.title}>
            {t("history")}
          </h2>
          {history?.items.length ? (
            <>
              <ul className={styles.ledger}>
                {history.items.map((item) => (
                  <li key={item.id}>
                    <span>{item.description}</span>
                    <time dateTime={item.created_at} className={styles.muted}>
                      {formatDate(item.created_at)}
                    </time>
                    <strong data-sign={item.delta < 0 ? "minus" : "plus"}>
                      {item.delta > 0 ? "+" : ""}
                      {formatNumber(item.delta)}
                    </strong>
                  </li>
                ))}
              </ul>
              {history.page < history.last ? (
                <Button
                  variant="secondary"
                  className={styles.action}
                  onClick={() =>
                    fetchHistory(history.page + 1).then(showHistory, () => toast.error(t("failed")))
                  }
                >
                  {t("more")}
                </Button>
              ) : null}
            </>
          ) : (
            <p className={styles.muted}>{t("noHistory")}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
