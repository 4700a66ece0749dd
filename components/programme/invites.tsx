"use client";

import { Copy, Share2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { copyToClipboard } from "@/lib/clipboard";
import { formatDate, formatNumber } from "@/lib/format";
import { Button, buttonClassName } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useViewerData } from "@/components/data/viewer-data";
import { ReferralLink } from "./referral-link";
import { Pending, Section } from "./section";
import styles from "./programme.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const invites = () => import("@/lib/contract/endpoints/programme").then((m) => m.invites);

/** Share targets that take a URL (opened in a new tab); the device's own share sheet comes first when it has one. */
function shareLinks(link: string, text: string) {
  const url = encodeURIComponent(link);
  const message = encodeURIComponent(text);
  return [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: "Zalo", href: `https://zalo.me/share?url=${url}` },
    { name: "X", href: `https://x.com/intent/post?url=${url}&text=${message}` },
    { name: "Telegram", href: `https://t.me/share/url?url=${url}&text=${message}` },
    { name: "E-mail", href: `mailto:?subject=${message}&body=${message}%20${url}` },
  ];
}

/** Your referral code and link, ways to share them, and the friends who joined with them (issue 6). */
export function Invites() {
  const t = useTranslations("invites");
  const { data, failed } = useViewerData(invites, {});

  if (!data) return <Pending failed={failed} failedText={t("failed")} loadingText={t("loading")} />;
  const shareText = t("shareText", { points: data.invite_points });
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t("intro", { points: data.invite_points })}</p>
      <div className={styles.summary}>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t("code")}</span>
          <strong className={styles.statValue} data-testid="referral-code">
            {data.referral_code}
          </strong>
        </div>
        <Button
          variant="secondary"
          className={styles.action}
          onClick={() => void copyToClipboard(data.referral_code)}
        >
          <Copy aria-hidden="true" size={18} />
          {t("copyCode")}
        </Button>
      </div>
      <ReferralLink link={data.referral_link} label={t("link")} copyLabel={t("copyLink")} />
      <div className={styles.shareRow} role="group" aria-label={t("share")}>
        {typeof navigator !== "undefined" && typeof navigator.share === "function" ? (
          <Button
            variant="secondary"
            className={styles.action}
            onClick={() =>
              void navigator.share({ text: shareText, url: data.referral_link }).catch(() => undefined)
            }
          >
            <Share2 aria-hidden="true" size={18} />
            {t("share")}
          </Button>
        ) : null}
        {shareLinks(data.referral_link, shareText).map((target) => (
          <a
            key={target.name}
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: "secondary", className: styles.action })}
          >
            {target.name}
          </a>
        ))}
      </div>

      <Section id="invited-heading" heading={t("invited", { count: data.invited.length })}>
        <p className={styles.muted}>{t("earned", { points: formatNumber(data.total_points) })}</p>
        {data.invited.length ? (
          <ul className={styles.ledger}>
            {data.invited.map((person, index) => (
              <li key={`${person.phone}-${index}`}>
                <span>
                  {person.name} <span className={styles.muted}>{person.phone}</span>
                </span>
                <time dateTime={person.joined_at} className={styles.muted}>
                  {formatDate(person.joined_at)}
                </time>
                <strong data-sign="plus">+{formatNumber(person.points_earned)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>{t("none")}</EmptyState>
        )}
      </Section>
    </div>
  );
}
