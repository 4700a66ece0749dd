import type { Permission } from "./roles";

/** The studio's sections, each open to the roles with its permission (lib/studio/roles.ts). */
export const STUDIO_SECTIONS = [
  { key: "overview", path: "/studio", permission: "studio" },
  { key: "catalogue", path: "/studio/catalogue", permission: "catalogue" },
  { key: "home", path: "/studio/home", permission: "catalogue" },
  { key: "blog", path: "/studio/blog", permission: "content" },
  { key: "legal", path: "/studio/legal", permission: "content" },
  { key: "accounts", path: "/studio/accounts", permission: "accounts" },
  { key: "applications", path: "/studio/applications", permission: "accounts" },
  { key: "money", path: "/studio/money", permission: "money" },
  { key: "staff", path: "/studio/staff", permission: "staff" },
  { key: "audit", path: "/studio/audit", permission: "staff" },
] as const satisfies readonly { key: string; path: string; permission: Permission }[];

export type StudioSection = (typeof STUDIO_SECTIONS)[number];

/** The sections a staff member's permissions open, in the studio's order. */
export function sectionsFor(permissions: readonly Permission[]): StudioSection[] {
  return STUDIO_SECTIONS.filter((section) => permissions.includes(section.permission));
}
