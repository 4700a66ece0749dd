"use client";

import { forwardRef, type ComponentProps } from "react";
import { useTranslations } from "next-intl";
import { PasswordField } from "@/components/ui/password-field";

type Props = Omit<ComponentProps<typeof PasswordField>, "showLabel" | "hideLabel">;

/** The site's password field: components/ui's PasswordField with its show/hide button worded. */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(props, ref) {
  const common = useTranslations("common");
  return (
    <PasswordField
      ref={ref}
      showLabel={common("showPassword")}
      hideLabel={common("hidePassword")}
      {...props}
    />
  );
});
