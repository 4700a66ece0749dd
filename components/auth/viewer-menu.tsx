"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "@/components/ui/link";
import type { Session } from "next-auth";
import { useLocale } from "next-intl";
import { useSession } from "@/components/auth/session-provider";
import type { AccountMenuLabels } from "./account-menu";
import { ChevronDown } from "@/components/ui/icons";
import { setFlash } from "@/lib/flash";
import { formatVnd } from "@/lib/money";
import { imageUrl } from "@/lib/images";
import { browserEnv } from "@/lib/config/browser-env";
import { useApiClient } from "@/components/data/use-api-client";
import { useViewerAccount } from "@/components/data/viewer-account";
import styles from "./account-menu.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const logoutEndpoint = () => import("@/lib/contract/endpoints/accounts").then((m) => m.logout);

function initials(name: string | null, fallback: string): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? fallback.slice(-2));
  return letters.toUpperCase();
}

/**
 * A signed-in viewer's corner of the header: their avatar (or initials), name and balance, with a menu
 * to the profile pages and sign-out. Loaded only for a viewer (./account-menu.tsx).
 */
export function ViewerMenu({ user, labels }: { user: Session["user"]; labels: AccountMenuLabels }) {
  const { signOut } = useSession();
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  /** Which entry takes focus when the menu opens: the first (Enter, Space, ↓) or the last (↑). */
  const focusOnOpen = useRef<"first" | "last">("first");

  useEffect(() => {
    if (!open) return;
    const entries = items(menu.current);
    (focusOnOpen.current === "last" ? entries.at(-1) : entries[0])?.focus();
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  // The balance as the backend has it now; the session's copy (from sign-in) until it answers.
  const balance = useViewerAccount()?.balance ?? user.balance;
  const locale = useLocale();
  const avatar = imageUrl("avatar", user.avatar, browserEnv.NEXT_PUBLIC_API_HOST);
  const displayName = user.name || user.first_name || user.phone_number;

  /** product §4.1: sign-out clears the session even when the server call fails, then reloads. */
  async function logout() {
    let message = labels.loggedOut;
    try {
      message = (await api.call(logoutEndpoint, {})).message || labels.loggedOut;
    } catch {
      message = labels.loggedOutClientOnly;
    }
    await signOut();
    setFlash({ kind: "success", title: message });
    window.location.reload();
  }

  function openWith(focus: "first" | "last") {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openWith(event.key === "ArrowDown" ? "first" : "last");
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
    }
  }

  /** The menu pattern (WAI-ARIA APG): ↑/↓ move and wrap, Home/End jump, Escape returns to the button. */
  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const entries = items(menu.current);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === "ArrowDown") next = (at + 1) % entries.length;
    else if (event.key === "ArrowUp") next = (at - 1 + entries.length) % entries.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = entries.length - 1;
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    } else if (event.key === " " && document.activeElement?.tagName === "A") {
      // Space activates a menu item, links included.
      event.preventDefault();
      (document.activeElement as HTMLElement).click();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    entries[next]?.focus();
  }

  return (
    <div
      className={styles.root}
      ref={root}
      onBlur={(event) => {
        // Focus leaving the menu (Tab, Shift+Tab) closes it.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith("first"))}
        onKeyDown={onTriggerKeyDown}
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
            {formatVnd(balance, locale)}
          </span>
        </span>
        {/* The visible name and balance stay in the button's name (WCAG 2.5.3); this says what it opens. */}
        <span className="visually-hidden">{labels.account}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {open ? (
        <div className={styles.menu}>
          <p className={styles.menuBalance}>
            {labels.balance}: <strong>{formatVnd(balance, locale)}</strong>
          </p>
          <ul
            id={menuId}
            ref={menu}
            role="menu"
            aria-label={labels.account}
            className={styles.list}
            onKeyDown={onMenuKeyDown}
          >
            {labels.links.map((link) => (
              <li key={link.href} role="none">
                <Link
                  href={link.href}
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => void logout()}
              >
                {labels.logout}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The menu's entries, in order. */
function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}
