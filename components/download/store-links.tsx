"use client";

import { useSyncExternalStore } from "react";
import { Apple, Play } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import clsx from "clsx";
import { APP_STORES, detectPlatform, type Platform } from "@/lib/download";
import styles from "./download.module.scss";

const subscribe = () => () => {};

/** The two store badges; the one for the viewer's own device comes first and is marked. */
export function StoreLinks() {
  const t = useTranslations("download");
  const platform = useSyncExternalStore<Platform | null>(
    subscribe,
    () => detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
    () => null,
  );
  const stores = [
    { key: "ios" as const, href: APP_STORES.ios, Icon: Apple, small: t("appStoreSmall"), big: "App Store" },
    {
      key: "android" as const,
      href: APP_STORES.android,
      Icon: Play,
      small: t("playSmall"),
      big: "Google Play",
    },
  ].sort((a, b) => Number(b.key === platform) - Number(a.key === platform));
  return (
    <div className={styles.stores}>
      {platform ? (
        <p className={styles.detected} data-testid="platform">
          {t(`detected.${platform}`)}
        </p>
      ) : null}
      <div className={styles.badges}>
        {stores.map(({ key, href, Icon, small, big }) => (
          <a
            key={key}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={clsx(styles.badge, key === platform && styles.mine)}
            aria-label={`${small} ${big}`}
          >
            <Icon aria-hidden="true" size={28} />
            <span>
              <small>{small}</small>
              <strong>{big}</strong>
            </span>
          </a>
        ))}
      </div>
    </div>
  );
}
