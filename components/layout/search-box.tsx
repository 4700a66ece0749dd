"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import Image from "next/image";
import { useRouter } from "next/navigation";
import clsx from "clsx";
import { Search } from "@/components/ui/icons";
import type { Suggestion } from "@/lib/contract/catalogue";
import { publicEnv } from "@/lib/config/public-env";
import { posterUrl, titleHref, titleOf } from "@/lib/catalogue/titles";
import { useAppLocale } from "@/lib/i18n/use-app-locale";
import { searchPath } from "@/lib/routes";
import { moveActive, SUGGEST_DEBOUNCE_MS, suggestQuery } from "@/lib/search/suggest";
import { useApiClient } from "@/components/data/use-api-client";
import styles from "./search-box.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const suggestResult = () => import("@/lib/contract/catalogue").then((m) => m.SuggestResultSchema);

type Props = {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Names the suggestion list and the kinds of title in it. */
  suggestionsLabel: string;
  kindLabels: { movie: string; series: string };
  className?: string;
};

/**
 * The header search (issue 5): suggestions as you type (debounced), ↑/↓ to move through them, Enter
 * to open the highlighted title or, with none highlighted, the results page /search/{keyword};
 * Escape closes the list.
 */
export function SearchBox({
  label,
  placeholder,
  submitLabel,
  suggestionsLabel,
  kindLabels,
  className,
}: Props) {
  const router = useRouter();
  const api = useApiClient();
  const locale = useAppLocale();
  const [keyword, setKeyword] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const latest = useRef(0);

  const query = suggestQuery(keyword);
  useEffect(() => {
    if (!query) return;
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      api
        .get("/search/suggest", suggestResult, { searchParams: { q: query } })
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

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    router.push(href);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = shown[active];
    if (chosen) go(titleHref(chosen));
    else if (keyword.trim()) go(searchPath(keyword));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
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
  }

  const host = publicEnv.NEXT_PUBLIC_API_HOST;
  return (
    <form
      role="search"
      className={clsx(styles.form, className)}
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        role="combobox"
        name="q"
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
      />
      <button type="submit" className={styles.submit} aria-label={submitLabel}>
        <Search aria-hidden="true" size={18} />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={suggestionsLabel}
        className={styles.suggestions}
        hidden={!shown.length}
      >
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
              onClick={() => go(titleHref(item))}
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
    </form>
  );
}
