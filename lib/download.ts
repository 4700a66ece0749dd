/** Where each platform's app is (stores can be swapped by env at build time). */
export const APP_STORES = {
  ios: process.env.NEXT_PUBLIC_IOS_APP_URL || "https://apps.apple.com/app/cineva/id6740000000",
  android:
    process.env.NEXT_PUBLIC_ANDROID_APP_URL || "https://play.google.com/store/apps/details?id=vn.cineva.app",
} as const;

export type Platform = "ios" | "android" | "desktop";

/** The viewer's platform from the browser's user agent (iPadOS 13+ reports itself as a Mac with touch). */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent)) return "ios";
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  return "desktop";
}
