/** Small rules about the viewer's input that more than one component follows. */

type ClickInput = { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; button: number };

/**
 * A plain left click on a link: the page may handle it itself. With a modifier or another button the
 * viewer asked the browser for something else (a new tab, a window, a download): leave it to it.
 */
export function isPlainClick({ metaKey, ctrlKey, shiftKey, altKey, button }: ClickInput): boolean {
  return !metaKey && !ctrlKey && !shiftKey && !altKey && button === 0;
}

/**
 * Focuses `element` only if the focus was lost (on nothing or the page's body), as when the element
 * that had it was replaced: a viewer who moved on since keeps their place.
 */
export function focusIfLost(element: Element | null | undefined): void {
  const lost = document.activeElement === null || document.activeElement === document.body;
  if (lost && element instanceof HTMLElement) element.focus({ preventScroll: true });
}
