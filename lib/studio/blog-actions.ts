"use server";
/** A new blog post and saving one, from the studio (issue #36): the forms' server actions. */
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { refresh } from "next/cache";
import {
  studioCreateCategory,
  studioCreatePost,
  studioRenameCategory,
  studioSavePost,
} from "@/lib/contract/endpoints/studio-blog";
import { localizedPath } from "@/lib/i18n/addresses";
import { toLocale } from "@/lib/i18n/config";
import {
  onReviewsField,
  postBody,
  postValues,
  typedPostValues,
  type CategoryFormState,
  type NewPostState,
  type PostEditorState,
} from "./post-editor";
import { formRefusal, refusedSave } from "./refusal";
import { studioApi } from "./server";

export async function createPostAction(_previous: NewPostState, form: FormData): Promise<NewPostState> {
  const locale = toLocale(form.get("locale"));
  const { title_en, title_vi, category_id } = typedPostValues(form);
  let id: number;
  try {
    const api = await studioApi(locale);
    ({ id } = await api.call(studioCreatePost, { body: { title_en, title_vi, category_id } }));
  } catch (error) {
    return { values: { title_en, title_vi, category_id }, ...formRefusal(error) };
  }
  redirect(localizedPath(locale, `/studio/blog/${id}`));
}

export async function savePostAction(previous: PostEditorState, form: FormData): Promise<PostEditorState> {
  const locale = toLocale(form.get("locale"));
  const typed = typedPostValues(form);
  try {
    const post = await (
      await studioApi(locale)
    ).call(studioSavePost, {
      params: { id: previous.post.id },
      body: {
        ...postBody(typed, previous.post, new Date()),
        updated_at: String(form.get("updated_at") ?? ""),
      },
    });
    const t = await getTranslations({ locale, namespace: "studio.blog" });
    const changed = post.updated_at !== previous.post.updated_at;
    return { post, values: postValues(post), outcome: "saved", message: t(changed ? "saved" : "unchanged") };
  } catch (error) {
    return refusedSave(previous, typed, error, onReviewsField);
  }
}

/** A new category (the form empties again), or a category's new names; the list shows them on its next render. */
export async function saveCategoryAction(
  previous: CategoryFormState,
  form: FormData,
): Promise<CategoryFormState> {
  const locale = toLocale(form.get("locale"));
  const values = { name_en: String(form.get("name_en") ?? ""), name_vi: String(form.get("name_vi") ?? "") };
  try {
    const api = await studioApi(locale);
    if (previous.id === undefined) await api.call(studioCreateCategory, { body: values });
    else await api.call(studioRenameCategory, { params: { id: previous.id }, body: values });
  } catch (error) {
    return { ...previous, values, outcome: "refused", ...formRefusal(error) };
  }
  refresh();
  const t = await getTranslations({ locale, namespace: "studio.blog" });
  return previous.id === undefined
    ? { values: { name_en: "", name_vi: "" }, outcome: "saved", message: t("categoryAdded") }
    : { id: previous.id, values, outcome: "saved", message: t("categorySaved") };
}
