/** Avatar uploads (the backend checks again by magic bytes and re-encodes). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export type AvatarProblem = "tooLarge" | "wrongType" | null;

export function avatarProblem(file: { size: number; type: string }): AvatarProblem {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return "wrongType";
  if (file.size > AVATAR_MAX_BYTES) return "tooLarge";
  return null;
}

/**
 * product §5.5: name, old_password, password and avatar are sent only when they have a value; first_name,
 * last_name and email always, and (ours) the leaderboard privacy choice as "1" or "0". Laravel reads a
 * PUT with a file as POST + _method=PUT.
 */
export function profileFormData(values: {
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  old_password: string;
  password: string;
  avatar: File | null;
  leaderboard_private: boolean;
}): FormData {
  const form = new FormData();
  form.set("_method", "PUT");
  if (values.name.trim()) form.set("name", values.name.trim());
  form.set("first_name", values.first_name.trim());
  form.set("last_name", values.last_name.trim());
  form.set("email", values.email.trim());
  form.set("leaderboard_private", values.leaderboard_private ? "1" : "0");
  if (values.old_password) form.set("old_password", values.old_password);
  if (values.password) form.set("password", values.password);
  if (values.avatar) form.set("avatar", values.avatar);
  return form;
}
