import { z } from "zod";

/**
 * Public configuration, validated once at start-up (DESIGN §9). NEXT_PUBLIC_* values are inlined
 * into client bundles at build time, so each is read by its literal name.
 */
const PublicEnvSchema = z.object({
  /** {host} of SPEC §7: the backend and media host. Empty means this site's own origin. */
  NEXT_PUBLIC_API_HOST: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || /^https?:\/\/[^/\s]+(\/.*)?$/i.test(value),
      "must be an http(s) URL or empty",
    )
    .transform((value) => value.replace(/\/+$/, ""))
    .default(""),
  /** The public address of this site, for canonical URLs, Open Graph and the sitemap. */
  NEXT_PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ""))
    .default("http://localhost:3000"),
  /** Country calling code used when composing phone numbers (SPEC §5). */
  NEXT_PUBLIC_PHONE_COUNTRY_CODE: z
    .string()
    .regex(/^\d{1,3}$/, "must be 1 to 3 digits")
    .default("84"),
  /** The apps' store pages (the download page's badges). */
  NEXT_PUBLIC_IOS_APP_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://apps.apple.com/app/cineva/id6740000000"),
  NEXT_PUBLIC_ANDROID_APP_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://play.google.com/store/apps/details?id=vn.cineva.app"),
});

export type PublicEnv = z.infer<typeof PublicEnvSchema>;

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = PublicEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new Error(`Invalid public configuration: ${problems}`);
  }
  return result.data;
}

export const publicEnv: PublicEnv = parsePublicEnv({
  NEXT_PUBLIC_API_HOST: process.env.NEXT_PUBLIC_API_HOST || undefined,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  NEXT_PUBLIC_PHONE_COUNTRY_CODE: process.env.NEXT_PUBLIC_PHONE_COUNTRY_CODE || undefined,
  NEXT_PUBLIC_IOS_APP_URL: process.env.NEXT_PUBLIC_IOS_APP_URL || undefined,
  NEXT_PUBLIC_ANDROID_APP_URL: process.env.NEXT_PUBLIC_ANDROID_APP_URL || undefined,
});
