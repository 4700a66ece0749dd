/** The player's keyboard shortcuts (as YouTube and Netflix viewers know them). */
export const SEEK_STEP_SEC = 10;
export const VOLUME_STEP = 0.1;

export type PlayerAction =
  | { type: "togglePlay" }
  | { type: "seek"; by: number }
  | { type: "volume"; by: number }
  | { type: "fullscreen" }
  | { type: "mute" }
  | { type: "captions" }
  | { type: "skip" }
  | { type: "help" }
  | { type: "close" };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The keys the help overlay lists, in order, with the message key that describes each. */
export const SHORTCUT_LIST = [
  { keys: ["Space", "K"], action: "playPause" },
  { keys: ["J", "←"], action: "back" },
  { keys: ["L", "→"], action: "forward" },
  { keys: ["↑", "↓"], action: "volume" },
  { keys: ["F"], action: "fullscreen" },
  { keys: ["M"], action: "mute" },
  { keys: ["C"], action: "captions" },
  { keys: ["S"], action: "skip" },
  { keys: ["?"], action: "help" },
] as const;

/**
 * The action for a key press, or null to let the browser have it. Presses with Ctrl, Cmd or Alt are
 * always the browser's (copy, reload, tab switching).
 */
export function shortcutAction({ key, ctrlKey, metaKey, altKey }: KeyInput): PlayerAction | null {
  if (ctrlKey || metaKey || altKey) return null;
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case " ":
    case "k":
      return { type: "togglePlay" };
    case "j":
    case "ArrowLeft":
      return { type: "seek", by: -SEEK_STEP_SEC };
    case "l":
    case "ArrowRight":
      return { type: "seek", by: SEEK_STEP_SEC };
    case "ArrowUp":
      return { type: "volume", by: VOLUME_STEP };
    case "ArrowDown":
      return { type: "volume", by: -VOLUME_STEP };
    case "f":
      return { type: "fullscreen" };
    case "m":
      return { type: "mute" };
    case "c":
      return { type: "captions" };
    case "s":
      return { type: "skip" };
    case "?":
      return { type: "help" };
    case "Escape":
      return { type: "close" };
    default:
      return null;
  }
}

/** Where a seek lands: inside the media, and never past its end when the duration is known. */
export function seekTarget(current: number, by: number, duration: number): number {
  const target = Math.max(0, (Number.isFinite(current) ? current : 0) + (Number.isFinite(by) ? by : 0));
  return Number.isFinite(duration) && duration > 0 ? Math.min(target, duration) : target;
}

/**
 * Form controls inside the player keep their own keys: Space and Enter press buttons, arrows move
 * sliders and selects, and a select or text area keeps every key.
 */
export function controlKeepsKey(tagName: string, key: string): boolean {
  if (tagName === "SELECT" || tagName === "TEXTAREA") return true;
  if (tagName === "INPUT" && /^Arrow/.test(key)) return true;
  return (tagName === "BUTTON" || tagName === "INPUT") && (key === " " || key === "Enter");
}
