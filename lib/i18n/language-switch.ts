/**
 * Said on the window just before the page leaves for the other language
 * (components/layout/switch-language.ts): what the page is doing that should outlive the reload (a
 * video playing) saves itself then.
 */
export const LANGUAGE_SWITCH_EVENT = "language:switch";
