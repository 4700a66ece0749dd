"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useSession } from "@/components/auth/session-provider";
import { useTranslations } from "next-intl";
import type { TitleKind } from "@/lib/contract/catalogue";
import { openSignIn } from "@/lib/auth/events";
import { focusIfLost } from "@/lib/dom-input";
import { toast } from "@/lib/toast";
import { useApiClient } from "@/components/data/use-api-client";
import { RatingStars } from "./rating-stars";
import type { EarlyInput, RatingFigures } from "./rating-types";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const endpoints = () => import("@/lib/contract/endpoints/activity");
const readRating = () => endpoints().then((m) => m.rating);
const rateTitle = () => endpoints().then((m) => m.rate);

type Props = {
  kind: TitleKind;
  titleId: number;
  initial: RatingFigures;
  headingId: string;
  /** What the viewer did to the server's stars before this part arrived (./rating-on-demand.tsx). */
  earlyRef: RefObject<EarlyInput>;
};

/**
 * The rating's live part (issue 5): the current figures and the viewer's own score from the API,
 * and rating. A signed-out viewer who rates is asked to sign in.
 */
export function LiveRating({ kind, titleId, initial, headingId, earlyRef }: Props) {
  const t = useTranslations("watch");
  const api = useApiClient();
  const { status } = useSession();
  const [rating, setRating] = useState<RatingFigures>(initial);
  const [hover, setHover] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const stars = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    if (status === "loading") return;
    let cancelled = false;
    api
      .call(readRating, { params: { kind, id: titleId } })
      .then((value) => !cancelled && setRating(value))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [api, status, kind, titleId]);

  const rate = useCallback(
    async (score: number) => {
      if (status !== "authenticated") {
        toast.warning(t("signInToRate"));
        return openSignIn();
      }
      setBusy(true);
      try {
        setRating(await api.call(rateTitle, { body: { title_kind: kind, title_id: titleId, score } }));
      } catch {
        toast.error(t("rateFailed"));
      } finally {
        setBusy(false);
      }
    },
    [api, status, kind, titleId, t],
  );

  // The server's star the viewer was on went away with it: this one takes the focus over (unless
  // they have moved on since).
  useEffect(() => {
    const { focused } = earlyRef.current;
    if (focused !== null) focusIfLost(stars.current.get(focused));
  }, [earlyRef]);

  // A click that reached a server's star is made again on this one, once the session is known.
  useEffect(() => {
    const { clicked } = earlyRef.current;
    if (clicked === null || status === "loading") return;
    earlyRef.current = { ...earlyRef.current, clicked: null };
    stars.current.get(clicked)?.click();
  }, [earlyRef, status]);

  const star = useCallback(
    (score: number) => (element: HTMLButtonElement | null) => {
      if (element) stars.current.set(score, element);
      else stars.current.delete(score);
    },
    [],
  );

  return (
    <RatingStars
      headingId={headingId}
      rating={rating}
      shown={hover ?? rating.score ?? 0}
      busy={busy}
      handlers={{ rate: (score) => void rate(score), hover: setHover, star }}
    />
  );
}
