/** Characters that carry no canonical decomposition, so NFD cannot strip them; mapped before decomposing. */
const PRE_MAP: Readonly<Record<string, string>> = { đ: "d", Đ: "d" };

/**
 * URL slug of a title (product §2.4). Always matches /^[a-z0-9]+(-[a-z0-9]+)*$/ or is "", and is idempotent,
 * so a slug can be passed wherever a title is expected.
 */
export function toSlug(title: string | null | undefined): string {
  if (typeof title !== "string") return "";
  return title
    .replace(/[đĐ]/g, (c) => PRE_MAP[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
