"use client";

import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import clsx from "clsx";
import { Search } from "@/components/ui/icons";
import { searchPath } from "@/lib/routes";
import type { SuggestionControl, SuggestionState } from "./search-suggestions";
import styles from "./search-box.module.scss";

// Fetched when the box is first focused or typed in: a page that is only read never downloads it.
const SearchSuggestions = lazy(() =>
  import("./search-suggestions").then((m) => ({ default: m.SearchSuggestions })),
);

type Props = {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Names the suggestion list and the kinds of title in it. */
  suggestionsLabel: string;
  kindLabels: { movie: string; series: string };
  /** Names the search landmark where the page has a second one besides the header's (/search). */
  landmarkLabel?: string;
  className?: string;
};

/**
 * The header search (issue 5): suggestions as you type (debounced, ./search-suggestions.tsx), ↑/↓ to
 * move through them, Enter to open the highlighted title or, with none highlighted, the results page
 * /search/{keyword}; Escape closes the list. The input is here from the first paint, so what is typed
 * before the suggestions' code arrives is kept, and Enter works without it.
 */
export function SearchBox({
  label,
  placeholder,
  submitLabel,
  suggestionsLabel,
  kindLabels,
  landmarkLabel,
  className,
}: Props) {
  const router = useRouter();
  const [keyword, setKeyword] = useState("");
  const [used, setUsed] = useState(false);
  const [list, setList] = useState<SuggestionState>({ expanded: false });
  const control = useRef<SuggestionControl | null>(null);
  const inputId = useId();
  const listId = useId();

  const go = useCallback(
    (href: string) => {
      control.current?.close();
      router.push(href);
    },
    [router],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const href = control.current?.chosen() ?? (keyword.trim() ? searchPath(keyword) : null);
    if (href) go(href);
  }

  function use() {
    setUsed(true);
    control.current?.open();
  }

  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      className={clsx(styles.form, className)}
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) control.current?.close();
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
          use();
        }}
        onFocus={use}
        onKeyDown={(event) => control.current?.onKeyDown(event)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={list.expanded}
        aria-controls={used ? listId : undefined}
        aria-activedescendant={list.activeId}
      />
      <button type="submit" className={styles.submit} aria-label={submitLabel}>
        <Search aria-hidden="true" size={18} />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            keyword={keyword}
            listId={listId}
            label={suggestionsLabel}
            kindLabels={kindLabels}
            controlRef={control}
            onState={setList}
            onChoose={go}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
