"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";

/** The authenticator app's code, asked for when the backend wants a fresh one for a sensitive action. */
export function StepUpField({ id, error }: { id: string; error?: string }) {
  const t = useTranslations("studio.stepUp");
  return (
    <TextField
      id={id}
      name="code"
      label={t("code")}
      inputMode="numeric"
      autoComplete="one-time-code"
      error={error}
    />
  );
}
