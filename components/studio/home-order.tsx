"use client";

import { useActionState, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  idsField,
  moved,
  OPEN_HOME_ORDER,
  targetOfKey,
  type HomeList,
  type HomeOrderState,
} from "@/lib/studio/home-order";
import styles from "./home-order.module.scss";
import studioStyles from "./studio.module.scss";

export type OrderItem = { id: number; en: string; vi: string; note?: string };

/**
 * Home's rows or banners, put in order by dragging a row, or from the keyboard: ↑/↓ on a row's
 * handle (Home/End to either end), or its Move up/Move down buttons. Beside the list, home as each
 * language will show it; nothing changes for viewers until the order is saved.
 */
export function HomeOrder({
  list,
  items,
  orderAction,
}: {
  list: HomeList;
  items: OrderItem[];
  /** lib/studio/home-actions.ts, handed down by the page. */
  orderAction: (state: HomeOrderState, form: FormData) => Promise<HomeOrderState>;
}) {
  const t = useTranslations("studio.home");
  const locale = useLocale();
  const [order, setOrder] = useState(items);
  // Saved (or changed by someone else): the page brings the new list, which the editor starts from.
  const signature = items.map((item) => `${item.id}:${item.en}:${item.vi}:${item.note ?? ""}`).join("|");
  const [loaded, setLoaded] = useState(signature);
  if (loaded !== signature) {
    setLoaded(signature);
    setOrder(items);
  }
  const [said, setSaid] = useState("");
  const [state, submit, pending] = useActionState(orderAction, OPEN_HOME_ORDER);
  const dragged = useRef<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const nameOf = (item: OrderItem) => (locale === "vi" ? item.vi : item.en);
  const unsaved = order.some((item, i) => item.id !== items[i]?.id);

  const move = (from: number, to: number) => {
    const next = moved(order, from, to);
    if (next.every((item, i) => item.id === order[i]!.id)) return;
    const item = order[from]!;
    setOrder(next);
    setSaid(t("movedTo", { name: nameOf(item), place: next.indexOf(item) + 1, count: next.length }));
    // The handle keeps the focus as its row moves, so the next key moves it again.
    requestAnimationFrame(() => handles.current.get(item.id)?.focus());
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const to = targetOfKey(event.key, index, order.length);
    if (to === null) return;
    event.preventDefault();
    move(index, to);
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged.current !== null) move(dragged.current, index);
    dragged.current = null;
  };

  return (
    <div className={styles.layout}>
      <form action={submit} className={styles.editor}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="list" value={list} />
        <input type="hidden" name="ids" value={idsField(order.map((item) => item.id))} />
        <p className={studioStyles.muted} id={`${list}-how`}>
          {t("how")}
        </p>
        <ol className={styles.list} aria-describedby={`${list}-how`}>
          {order.map((item, index) => (
            <li
              key={item.id}
              className={styles.item}
              draggable
              onDragStart={() => (dragged.current = index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
            >
              <button
                type="button"
                className={styles.handle}
                ref={(node) => {
                  if (node) handles.current.set(item.id, node);
                  else handles.current.delete(item.id);
                }}
                aria-label={t("handle", { name: nameOf(item), place: index + 1, count: order.length })}
                onKeyDown={(event) => onKey(event, index)}
              >
                <span aria-hidden="true">⠿</span>
              </button>
              <span className={styles.name}>
                {nameOf(item)}
                {item.note ? <span className={studioStyles.muted}> · {item.note}</span> : null}
              </span>
              <span className={styles.moves}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === 0}
                  aria-label={t("moveUpOf", { name: nameOf(item) })}
                  title={t("moveUp")}
                  onClick={() => move(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === order.length - 1}
                  aria-label={t("moveDownOf", { name: nameOf(item) })}
                  title={t("moveDown")}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
              </span>
            </li>
          ))}
        </ol>
        <p className={styles.live} aria-live="polite">
          {said}
        </p>
        <div className={styles.actions}>
          <Button type="submit" disabled={pending || !unsaved}>
            {t("saveOrder")}
          </Button>
          <Button variant="secondary" disabled={!unsaved} onClick={() => setOrder(items)}>
            {t("undo")}
          </Button>
        </div>
        <p role="status" className={state.outcome === "refused" ? studioStyles.error : undefined}>
          {unsaved ? t("unsaved") : state.message}
        </p>
      </form>
      <section className={styles.preview} aria-label={t("previewLabel")}>
        {(["en", "vi"] as const).map((language) => (
          <div key={language} lang={language}>
            <h3>{t(`preview.${language}`)}</h3>
            <ol>
              {order.map((item) => (
                <li key={item.id}>{item[language]}</li>
              ))}
            </ol>
          </div>
        ))}
      </section>
    </div>
  );
}
