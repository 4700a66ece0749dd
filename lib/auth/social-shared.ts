/** What the browser may know of social sign-in (lib/auth/social.ts is the server's side). */
export const SOCIAL_PROVIDERS = ["google", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** product §5.4, §8: hard-coded in Vietnamese, whatever the interface language. */
export const NO_EMAIL_MESSAGE = "Không lấy được email từ nhà cung cấp.";
