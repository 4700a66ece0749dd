"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import clsx from "clsx";
import { Search } from "lucide-react";
import { searchPath } from "@/lib/routes";
import styles from "./search-box.module.scss";

type Props = { label: string; placeholder: string; submitLabel: string; className?: string };

/** The header search: Enter (or the button) opens /search/{keyword}. */
export function SearchBox({ label, placeholder, submitLabel, className }: Props) {
  const router = useRouter();
  const [keyword, setKeyword] = useState("");
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (keyword.trim()) router.push(searchPath(keyword));
  }

  return (
    <form role="search" className={clsx(styles.form, className)} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <button type="submit" className={styles.submit} aria-label={submitLabel}>
        <Search aria-hidden="true" size={18} />
      </button>
    </form>
  );
}
