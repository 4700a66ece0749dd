"use client";

import { useState } from "react";
import clsx from "clsx";
import { CalendarCheck, Trophy } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { RewardsResponse } from "@/lib/contract/programme";
import { isApiError } from "@/lib/api/errors";
import { formatDate, formatNumber } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useApiClient } from "@/components/data/use-api-client";
import { useRefreshViewerAccount } from "@/components/data/viewer-account";
import { useViewerData, useViewerPages } from "@/components/data/viewer-data";
import { Button } from "@/components/ui/button";
import { RewardsView } from "./rewards-view";
import { Section } from "./section";
import styles from "./programme.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const endpoints = () => import("@/lib/contract/endpoints/programme");
const rewards = () => endpoints().then((m) => m.rewards);
const pointHistory = () => endpoints().then((m) => m.pointHistory);
const checkIn = () => endpoints().then((m) => m.checkIn);
const redeem = () => endpoints().then((m) => m.redeem);

const HISTORY_PER_PAGE = 20;

/** The programme as the signed-in viewer sees it: their points, check-in, redemptions and history. */
export function ViewerRewards({ programme: everyone }: { programme: RewardsResponse }) {
  const t = useTranslations("reward");
  const api = useApiClient();
  const mine = useViewerData(rewards, {});
  const history = useViewerPages(pointHistory, HISTORY_PER_PAGE);
  const [busy, setBusy] = useState<string | null>(null);
  const refreshAccount = useRefreshViewerAccount();
  const me = mine.data?.me ?? null;

  async function act(key: string, run: () => Promise<{ message: string }>) {
    setBusy(key);
    try {
      const result = await run();
      toast.success(result.message);
      // Points, streak, stock and history all moved: ask for them again.
      void mine.mutate();
      void history.reload();
      refreshAccount();
    } catch (error) {
      toast.error(isApiError(error) && error.status < 500 ? error.message : t("failed"));
    } finally {
      setBusy(null);
    }
  }

  if (!me) return <RewardsView data={mine.data ?? everyone} />;
  return (
    <RewardsView
      data={mine.data ?? everyone}
      summary={
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
            onClick={() => void act("checkin", () => api.call(checkIn, {}))}
          >
            {me.checked_in_today ? t("checkedIn") : t("checkIn", { points: me.checkin_points })}
          </Button>
        </section>
      }
      redeem={(reward) => (
        <Button
          variant="secondary"
          className={styles.action}
          disabled={!reward.available || !reward.affordable || busy !== null}
          onClick={() =>
            void act(`redeem-${reward.id}`, () => api.call(redeem, { params: { id: reward.id } }))
          }
        >
          {!reward.available ? t("soldOut") : reward.affordable ? t("redeem") : t("notEnough")}
        </Button>
      )}
      after={
        <Section id="history-heading" heading={t("history")}>
          {history.items?.length ? (
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
              {history.hasMore ? (
                <Button variant="secondary" className={styles.action} onClick={() => void history.loadMore()}>
                  {t("more")}
                </Button>
              ) : null}
            </>
          ) : (
            <p className={styles.muted}>{t("noHistory")}</p>
          )}
        </Section>
      }
    />
  );
}
