"use server";
/**
 * The media page's calls (issue #37): a title's uploads and packagings again while some are still
 * checked or packaged, a packaging asked for, its parts to skip corrected, one published or cancelled.
 */
import { refresh } from "next/cache";
import {
  studioCancelPackaging,
  studioCorrectSegments,
  studioPackage,
  studioPackagings,
  studioPublishPackaging,
} from "@/lib/contract/endpoints/studio-packagings";
import { studioTitleUploads } from "@/lib/contract/endpoints/studio-uploads";
import type {
  StudioCorrectSegments,
  StudioPackageRequest,
  StudioPackaging,
} from "@/lib/contract/studio-packagings";
import type { StudioUpload } from "@/lib/contract/studio-uploads";
import { toLocale } from "@/lib/i18n/config";
import { formRefusal } from "./refusal";
import { studioApi } from "./server";

type Title = { kind: "movie" | "series"; id: number };

/** The title's uploads and packagings now, or null when they cannot be read (the session ended). */
export async function titleMediaAction(
  title: Title,
  language: string,
): Promise<{ uploads: StudioUpload[]; packagings: StudioPackaging[] } | null> {
  try {
    const api = await studioApi(toLocale(language));
    const [uploads, packagings] = await Promise.all([
      api.call(studioTitleUploads, { params: title }),
      api.call(studioPackagings, { params: title }),
    ]);
    return { uploads: uploads.data, packagings: packagings.data };
  } catch {
    return null;
  }
}

export type PackagingOutcome =
  { ok: true } | { ok: false; message: string | undefined; fields: Record<string, string> };

/** Asks for a packaging; the backend's refusal (at its fields) when it says no. */
export async function packageAction(
  title: Title,
  request: StudioPackageRequest,
  language: string,
): Promise<PackagingOutcome> {
  try {
    await (await studioApi(toLocale(language))).call(studioPackage, { params: title, body: request });
    return { ok: true };
  } catch (error) {
    return { ok: false, ...formRefusal(error) };
  }
}

/** Publish makes a ready packaging what viewers play; cancel stops one that waits or runs. */
export async function packagingStepAction(
  id: number,
  step: "publish" | "cancel",
  language: string,
): Promise<PackagingOutcome> {
  try {
    const endpoint = step === "publish" ? studioPublishPackaging : studioCancelPackaging;
    await (await studioApi(toLocale(language))).call(endpoint, { params: { id } });
  } catch (error) {
    return { ok: false, ...formRefusal(error) };
  }
  refresh();
  return { ok: true };
}

export type CorrectionOutcome =
  { ok: true; segments: StudioPackaging["segments"] } | Extract<PackagingOutcome, { ok: false }>;

/**
 * Sets the parts to skip a ready packaging publishes (null: as found): those it now publishes, or
 * the refusal at its fields.
 */
export async function correctSegmentsAction(
  id: number,
  segments: StudioCorrectSegments["segments"],
  language: string,
): Promise<CorrectionOutcome> {
  try {
    const packaging = await (
      await studioApi(toLocale(language))
    ).call(studioCorrectSegments, {
      params: { id },
      body: { segments },
    });
    return { ok: true, segments: packaging.segments };
  } catch (error) {
    return { ok: false, ...formRefusal(error) };
  }
}
