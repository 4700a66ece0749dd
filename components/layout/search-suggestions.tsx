"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { Image } from "@/components/ui/image";
import type { Suggestion } from "@/lib/contract/catalogue";
import { browserEnv } from "@/lib/config/browser-env";
import { posterUrl, titleHref, titleOf } from "@/lib/catalogue/titles";
import { useAppLocale } from "@/lib/i18n/use-app-locale";
import { moveActive, SUGGEST_DEBOUNCE_MS, suggestQuery } from "@/lib/search/suggest";
import { useApiClient } from "@/components/data/use-api-client";
import styles from "./search-box.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const suggest = () => import("@/lib/contract/endpoints/catalogue").then((m) => m.suggest);

/** What the search box's input asks of the list: its keys, and the option Enter should open. */
export type SuggestionControl = {
  open(): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** The highlighted option's address, or null when none is highlighted. */
  chosen(): string | null;
  close(): void;
};

/** What the input announces of the list (aria-expanded, aria-activedescendant). */
export type SuggestionState = { expanded: boolean; activeId?: string };

type Props = {
  keyword: string;
  listId: string;
  label: string;
  kindLabels: { movie: string; series: string };
  controlRef: RefObject<SuggestionControl | null>;
  onState(state: SuggestionState): void;
  onChoose(href: string): void;
};

/**
 * The header search's suggestions (issue 5), loaded when the search box is first used: asked once
 * typing pauses, ↑/↓ move through them, Escape closes the list; a click or Enter opens the title.
 */
export function SearchSuggestions({
  keyword,
  listId,
  label,
  kindLabels,
  controlRef,
  onState,
  onChoose,
}: Props) {
  const api = useApiClient();
  const locale = useAppLocale();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  // Mounted by the focus or the typing that asked for it: the list starts open.
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);

  const query = suggestQuery(keyword);
  useEffect(() => {
    if (!query) return;
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      api
        .call(suggest, { query: { q: query } })
        .then((result) => {
          // An older, slower answer must not replace a newer one.
          if (ticket !== latest.current) return;
          setSuggestions(result.data);
          setActive(-1);
        })
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, query]);

  const shown = query && open ? suggestions : [];
  const expanded = shown.length > 0;
  const activeId = active >= 0 && expanded ? `${listId}-${active}` : undefined;
  useEffect(() => onState({ expanded, activeId }), [onState, expanded, activeId]);

  useEffect(() => {
    controlRef.current = {
      open: () => setOpen(true),
      close: () => {
        setOpen(false);
        setActive(-1);
      },
      chosen: () => {
        const item = shown[active];
        return item ? titleHref(item) : null;
      },
      onKeyDown: (event) => {
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          if (!shown.length) {
            // A list closed with Escape comes back with the arrows, as in any combobox.
            if (query && suggestions.length) {
              event.preventDefault();
              setOpen(true);
            }
            return;
          }
          event.preventDefault();
          setActive((current) => moveActive(current, event.key === "ArrowDown" ? 1 : -1, shown.length));
        } else if (event.key === "Escape" && shown.length) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
      },
    };
  });
  useEffect(() => () => void (controlRef.current = null), [controlRef]);

  const host = browserEnv.NEXT_PUBLIC_API_HOST;
  return (
    <ul id={listId} role="listbox" aria-label={label} className={styles.suggestions} hidden={!expanded}>
      {shown.map((item, index) => {
        const poster = posterUrl(item, host);
        return (
          // Options are chosen with the arrow keys in the input (aria-activedescendant) or by pointer.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${item.kind}-${item.id}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(titleHref(item))}
          >
            <span className={styles.thumb}>
              {poster ? <Image src={poster} alt="" width={32} height={48} /> : null}
            </span>
            <span className={styles.optionText}>
              <span className={styles.optionTitle}>{titleOf(item, locale)}</span>
              <span className={styles.optionMeta}>
                {kindLabels[item.kind]} · {item.year}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
