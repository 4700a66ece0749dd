"use client";

import { useId, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { DistributorResponse } from "@/lib/contract/programme";
import { fieldErrors, isApiError } from "@/lib/api/errors";
import { formatDate, formatNumber } from "@/lib/format";
import { formatVnd } from "@/lib/money";
import { earningBars } from "@/lib/programme/chart";
import { pageOf } from "@/lib/programme/table-page";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { TableScroller } from "@/components/ui/table-scroller";
import { useApiClient } from "@/components/data/use-api-client";
import { useViewerData } from "@/components/data/viewer-data";
import { ReferralLink } from "./referral-link";
import { Pending, Section } from "./section";
import { TablePager } from "./table-pager";
import styles from "./programme.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const endpoints = () => import("@/lib/contract/endpoints/programme");
const distributor = () => endpoints().then((m) => m.distributor);
const applyForDistributor = () => endpoints().then((m) => m.applyForDistributor);

/** Top-ups shown at a time: the latest 50 in pages a phone's screen holds. */
const TOPUPS_PER_PAGE = 10;

type Distributor = Extract<DistributorResponse, { is_distributor: true }>;
type Viewer = Extract<DistributorResponse, { is_distributor: false }>;

/** /profile/distributor (issue 6): a distributor's earnings, or the programme and its application form. */
export function DistributorPanel() {
  const t = useTranslations("distributor");
  const { data, failed, mutate } = useViewerData(distributor, {});

  if (!data) return <Pending failed={failed} failedText={t("failed")} loadingText={t("loading")} />;
  return data.is_distributor ? (
    <Earnings data={data} />
  ) : (
    <Programme
      data={data}
      onApplied={(application) => void mutate({ ...data, application }, { revalidate: false })}
    />
  );
}

function Earnings({ data }: { data: Distributor }) {
  const t = useTranslations("distributor");
  const locale = useLocale();
  const bars = earningBars(data.earnings_by_month);
  const [page, setPage] = useState(1);
  const topups = pageOf(data.topups, page, TOPUPS_PER_PAGE);
  return (
    <div className={styles.stack}>
      <div className={styles.summary}>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t("rate")}</span>
          <strong className={styles.statValue}>{data.commission_rate}%</strong>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t("thisMonth")}</span>
          <strong className={styles.statValue} data-testid="this-month">
            {formatVnd(data.totals.this_month, locale)}
          </strong>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t("total")}</span>
          <strong className={styles.statValue}>{formatVnd(data.totals.commission, locale)}</strong>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t("referred")}</span>
          <strong className={styles.statValue}>{formatNumber(data.totals.referred_users)}</strong>
        </div>
      </div>
      <ReferralLink link={data.referral_link} label={t("link")} copyLabel={t("copyLink")} />

      <Section id="earnings-heading" heading={t("byMonth")}>
        <figure className={styles.stack} style={{ margin: 0 }}>
          <ol className={styles.chart} aria-hidden="true">
            {bars.map((bar) => (
              <li key={bar.month}>
                <span className={styles.barTrack}>
                  <span className={styles.bar} style={{ height: `${bar.percent}%` }} />
                </span>
                <span>{bar.label.slice(0, 2)}</span>
              </li>
            ))}
          </ol>
          <figcaption className="visually-hidden">{t("chartCaption")}</figcaption>
          <table className={styles.table}>
            <caption className="visually-hidden">{t("byMonth")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("month")}</th>
                <th scope="col">{t("topups")}</th>
                <th scope="col">{t("commission")}</th>
              </tr>
            </thead>
            <tbody>
              {[...data.earnings_by_month].reverse().map((month, index) => (
                <tr key={month.month}>
                  <td>{bars[bars.length - 1 - index]?.label}</td>
                  <td>{formatVnd(month.topups, locale)}</td>
                  <td>{formatVnd(month.commission, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      </Section>

      <Section id="topups-heading" heading={t("recent")}>
        {data.topups.length ? (
          <>
            <TableScroller labelledBy="topups-heading">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t("date")}</th>
                    <th scope="col">{t("user")}</th>
                    <th scope="col">{t("amount")}</th>
                    <th scope="col">{t("commission")}</th>
                  </tr>
                </thead>
                <tbody>
                  {topups.rows.map((topup, index) => (
                    <tr key={`${topup.created_at}-${index}`}>
                      <td>{formatDate(topup.created_at)}</td>
                      <td>{topup.user}</td>
                      <td>{formatVnd(topup.amount, locale)}</td>
                      <td>{formatVnd(topup.commission, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
            <TablePager page={topups.page} last={topups.last} onPage={setPage} />
          </>
        ) : (
          <EmptyState>{t("noTopups")}</EmptyState>
        )}
      </Section>
    </div>
  );
}

function Programme({
  data,
  onApplied,
}: {
  data: Viewer;
  onApplied: (application: Viewer["application"]) => void;
}) {
  const t = useTranslations("distributor");
  const api = useApiClient();
  const messageId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const contact = String(form.get("contact") ?? "").trim();
    setBusy(true);
    try {
      const result = await api.call(applyForDistributor, {
        body: { message: String(form.get("message") ?? ""), contact: contact || undefined },
      });
      setErrors({});
      toast.success(result.message);
      onApplied(result.application);
    } catch (cause) {
      const fields = fieldErrors(cause);
      setErrors(
        Object.keys(fields).length
          ? fields
          : { form: isApiError(cause) && cause.status < 500 ? cause.message : t("failed") },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.stack}>
      <section className={styles.cta}>
        <p>{data.programme.description}</p>
        <strong className={styles.statValue}>
          {t("rateOffer", { rate: data.programme.commission_rate })}
        </strong>
      </section>
      {data.application ? (
        <div role="status" data-testid="application-status">
          <p className={styles.muted}>
            {t(`application.${data.application.status}`, { date: formatDate(data.application.created_at) })}
          </p>
          {data.application.reply ? (
            <blockquote className={styles.reply}>
              <p>{t("reply", { reply: data.application.reply })}</p>
            </blockquote>
          ) : null}
        </div>
      ) : null}
      {data.application && data.application.status !== "rejected" ? null : (
        <form className={styles.form} onSubmit={(event) => void apply(event)} noValidate>
          <h2 className={styles.title}>{t("applyHeading")}</h2>
          <label>
            {t("message")}
            <textarea
              name="message"
              required
              minLength={20}
              maxLength={1000}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? messageId : undefined}
            />
          </label>
          {errors.message ? (
            <p id={messageId} className={styles.error}>
              {errors.message}
            </p>
          ) : null}
          <label>
            {t("contact")}
            <input name="contact" maxLength={100} autoComplete="email" />
          </label>
          {errors.contact ? <p className={styles.error}>{errors.contact}</p> : null}
          {errors.form ? (
            <p className={styles.error} role="alert">
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" className={styles.action} disabled={busy}>
            {t("apply")}
          </Button>
        </form>
      )}
    </div>
  );
}
