"use server";
/** Saving a title from the studio's editor (issue #36): the form, as the server action it posts to. */
import { getTranslations } from "next-intl/server";
import { fieldErrors, isApiError } from "@/lib/api/errors";
import { studioSaveTitle } from "@/lib/contract/endpoints/studio-catalogue";
import { toLocale } from "@/lib/i18n/config";
import { studioApi } from "./server";
import { editorValues, typedValues, type TitleEditorState } from "./title-editor";
import { fromVietnamField, toVietnamField } from "./vietnam-time";

export async function saveTitleAction(previous: TitleEditorState, form: FormData): Promise<TitleEditorState> {
  const locale = toLocale(form.get("locale"));
  const typed = typedValues(form);
  const { kind, id } = previous.title;
  try {
    const title = await (
      await studioApi(locale)
    ).call(studioSaveTitle, {
      params: { kind, id },
      body: {
        ...typed,
        // The field shows minutes: left as it was, the time keeps its seconds instead of moving.
        published_at:
          typed.published_at === toVietnamField(previous.title.published_at)
            ? previous.title.published_at
            : fromVietnamField(typed.published_at),
        updated_at: String(form.get("updated_at") ?? ""),
      },
    });
    const t = await getTranslations({ locale, namespace: "studio.catalogue" });
    const changed = title.updated_at !== previous.title.updated_at;
    return {
      title,
      values: editorValues(title),
      outcome: "saved",
      message: t(changed ? "saved" : "unchanged"),
    };
  } catch (error) {
    // A session that ended, a role taken away: the page's next load sends the browser to sign in.
    if (!isApiError(error) || error.status >= 500) throw error;
    return {
      ...previous,
      values: typed,
      outcome: "refused",
      message: error.body?.message,
      fields: fieldErrors(error),
    };
  }
}
