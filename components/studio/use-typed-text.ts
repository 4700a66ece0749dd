"use client";

import { useDeferredValue, useState, type FormEvent } from "react";

/**
 * What a textarea holds as its editor types, for a preview beside it: deferred, so typing stays quick
 * on a long text. A save (or a refused one) hands the field a new default: the text follows it.
 */
export function useTypedText(defaultValue: string) {
  const [text, setText] = useState(defaultValue);
  const [given, setGiven] = useState(defaultValue);
  if (given !== defaultValue) {
    setGiven(defaultValue);
    setText(defaultValue);
  }
  const onInput = (event: FormEvent<HTMLTextAreaElement>) => setText(event.currentTarget.value);
  return { shown: useDeferredValue(text), onInput };
}
