/** Copy to clipboard (product §7.3, §8): writes the text, then says so in a toast. */
import { toast } from "./toast";

/** product §8 gives these in Vietnamese for both interface languages. */
export const COPY_SUCCESS_PREFIX = "Đã sao chép: ";
export const COPY_FAILURE = "Không thể sao chép";

/** Copies `text`; shows the success toast ("Đã sao chép: " + text) or the error toast. */
export async function copyToClipboard(text: string): Promise<boolean> {
  const copied = (await writeWithClipboardApi(text)) || copyWithTextarea(text);
  if (copied) toast.success(COPY_SUCCESS_PREFIX + text);
  else toast.error(COPY_FAILURE);
  return copied;
}

async function writeWithClipboardApi(text: string): Promise<boolean> {
  if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Denied permission, an insecure context or a document without focus: try the old way.
    return false;
  }
}

/** The pre-Clipboard-API way: select the text in an off-screen textarea and run the copy command. */
function copyWithTextarea(text: string): boolean {
  if (typeof document === "undefined" || !document.body) return false;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement("textarea");
  textarea.value = text;
  textarea.setAttribute("readonly", "");
  textarea.setAttribute("aria-hidden", "true");
  textarea.tabIndex = -1;
  Object.assign(textarea.style, { position: "fixed", top: "0", left: "-9999px", opacity: "0" });
  document.body.appendChild(textarea);
  try {
    textarea.focus({ preventScroll: true });
    textarea.select();
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus({ preventScroll: true });
  }
}
