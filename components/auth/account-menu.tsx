"use client";

import { useEffect, useId, useRef, useState } from "react";
import Link from "next/link";
import { signOut, useSession } from "next-auth/react";
import { ChevronDown } from "lucide-react";
import { setFlash } from "@/lib/flash";
import { formatVnd } from "@/lib/format";
import { imageUrl } from "@/lib/images";
import { publicEnv } from "@/lib/config/public-env";
import { useApiClient } from "@/components/providers/use-api-client";
import { SignInButton } from "@/components/layout/sign-in-button";
import styles from "./account-menu.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const messageResponse = () => import("@/lib/contract/common").then((m) => m.MessageResponseSchema);

export type AccountMenuLabels = {
  signIn: string;
  account: string;
  balance: string;
  logout: string;
  loggedOut: string;
  loggedOutClientOnly: string;
  links: { href: string; label: string }[];
};

function initials(name: string | null, fallback: string): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? fallback.slice(-2));
  return letters.toUpperCase();
}

/**
 * The header's account corner: a sign-in button for visitors; for a signed-in viewer their avatar (or
 * initials), name and balance, with a menu to the profile pages and sign-out. Rendered on the client,
 * so the page around it stays the same for everyone and can be cached.
 */
export function AccountMenu({ labels }: { labels: AccountMenuLabels }) {
  const { data: session, status } = useSession();
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  if (status === "loading") return <span className={styles.placeholder} aria-hidden="true" />;
  if (!session?.user) return <SignInButton label={labels.signIn} />;

  const user = session.user;
  const avatar = imageUrl("avatar", user.avatar, publicEnv.NEXT_PUBLIC_API_HOST);
  const displayName = user.name || user.first_name || user.phone_number;

  /** SPEC §4: sign-out clears the session even when the server call fails, then reloads. */
  async function logout() {
    let message = labels.loggedOut;
    try {
      message = (await api.post("/logout", {}, messageResponse)).message || labels.loggedOut;
    } catch {
      message = labels.loggedOutClientOnly;
    }
    await signOut({ redirect: false }).catch(() => undefined);
    setFlash({ kind: "success", title: message });
    window.location.reload();
  }

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={labels.account}
        onClick={() => setOpen((value) => !value)}
      >
        {avatar ? (
          // eslint-disable-next-line @next/next/no-img-element -- a 32 px avatar from the media host, already resized
          <img src={avatar} alt="" width={32} height={32} className={styles.avatar} />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(user.name, user.phone_number)}
          </span>
        )}
        <span className={styles.who}>
          <span className={styles.name} data-testid="account-name">
            {displayName}
          </span>
          <span className={styles.balance} data-testid="account-balance">
            {formatVnd(user.balance)}
          </span>
        </span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {open ? (
        <div id={menuId} className={styles.menu}>
          <p className={styles.menuBalance}>
            {labels.balance}: <strong>{formatVnd(user.balance)}</strong>
          </p>
          <ul className={styles.list}>
            {labels.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.item} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.item} onClick={() => void logout()}>
                {labels.logout}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
