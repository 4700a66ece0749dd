"use client";

import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import clsx from "clsx";
import { publicPath } from "@/lib/i18n/config";
import styles from "./nav-links.module.scss";

export type NavLink = {
  href: string;
  label: string;
  /** Drawn above the label (the phone's tab bar). */
  icon?: ReactNode;
  /** The part of the site the link stands for, when wider than its page ("/profile" for "/profile/info"). */
  section?: string;
  className?: string;
};
type Props = {
  links: NavLink[];
  label: string;
  /** "bar": the header's row. "sidebar": a column on wide screens, a row on phones (profile area). "tabs": the phone's tab bar. */
  variant?: "bar" | "sidebar" | "tabs";
  className?: string;
};

/** A navigation list that marks the current page for sighted and screen-reader users alike. */
export function NavLinks({ links, label, variant = "bar", className }: Props) {
  const pathname = publicPath(usePathname());
  const isCurrent = (href: string) =>
    href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label={label} className={clsx(styles.nav, styles[variant], className)}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href} className={link.className}>
            <Link
              href={link.href}
              className={styles.link}
              aria-current={isCurrent(link.section ?? link.href) ? "page" : undefined}
            >
              {link.icon}
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
