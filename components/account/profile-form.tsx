"use client";

import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useSession } from "@/components/auth/session-provider";
import { useLocale, useTranslations } from "next-intl";
import { fieldErrors, isApiError } from "@/lib/api/errors";
import { avatarProblem, profileFormData } from "@/lib/avatar";
import { browserEnv } from "@/lib/config/browser-env";
import { updateProfile } from "@/lib/contract/endpoints/accounts";
import { imageUrl } from "@/lib/images";
import { hasNoPhone, localPhone } from "@/lib/phone";
import { toast } from "@/lib/toast";
import { useApiClient } from "@/components/data/use-api-client";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/auth/password-input";
import { TextField } from "@/components/ui/text-field";
import { EmailStatus } from "./email-status";
import { SectionSpinner } from "@/components/ui/spinner";
import styles from "./account-forms.module.scss";

/** /profile/info: the viewer's details, editable per product §5.5, with the backend's field errors. */
export function ProfileForm() {
  const t = useTranslations("profileForm");
  const common = useTranslations("common");
  const locale = useLocale();
  const { data: session, update } = useSession();
  const api = useApiClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [avatar, setAvatar] = useState<File | null>(null);
  const preview = useMemo(() => (avatar ? URL.createObjectURL(avatar) : null), [avatar]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // The session holds the account as it was at its last check; this page shows it as it is now (an
  // address confirmed in another tab, or given up to the owner who proved it): one re-check on opening.
  // A save's own re-check starts later, so it wins even if this one lands after it (session-store.ts).
  const signedIn = Boolean(session?.user);
  const checked = useRef(false);
  useEffect(() => {
    if (!signedIn || checked.current) return;
    checked.current = true;
    void update();
  }, [signedIn, update]);

  if (!session?.user) return <SectionSpinner label={common("loading")} />;
  const user = session.user;
  const current = preview ?? imageUrl("avatar", user.avatar, browserEnv.NEXT_PUBLIC_API_HOST);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const value = (key: string) => String(form.get(key) ?? "");
    setBusy(true);
    setErrors({});
    try {
      const response = await api.call(updateProfile, {
        form: profileFormData({
          name: value("name"),
          first_name: value("first_name"),
          last_name: value("last_name"),
          email: value("email"),
          old_password: value("old_password"),
          password: value("password"),
          avatar,
          leaderboard_private: form.get("leaderboard_private") === "on",
        }),
      });
      await update();
      setAvatar(null);
      for (const name of ["old_password", "password", "avatar"]) {
        const input = formElement.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = "";
      }
      toast.success(response.message || t("saved"));
    } catch (error) {
      if (isApiError(error, 422)) setErrors(fieldErrors(error));
      else if (!isApiError(error) || error.status < 500) toast.error(t("failed"));
    } finally {
      setBusy(false);
    }
  }

  /** A password field (the current one, or a new one), with its error. */
  const password = (name: "old_password" | "password", label: string, autoComplete: string) => (
    <PasswordInput id={name} name={name} label={label} autoComplete={autoComplete} error={errors[name]} />
  );
  /** A text field holding the account's value, with its error. */
  const field = (
    name: "name" | "first_name" | "last_name" | "email",
    label: string,
    autoComplete: string,
  ) => (
    <TextField
      key={name}
      label={label}
      name={name}
      type={name === "email" ? "email" : undefined}
      defaultValue={user[name] ?? ""}
      autoComplete={autoComplete}
      error={errors[name]}
    />
  );

  const givenName = field("first_name", t("firstName"), "given-name");
  const familyName = field("last_name", t("lastName"), "family-name");

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      key={`${user.id}-${user.avatar}-${user.email}-${user.leaderboard_private}`}
    >
      <div className={styles.avatarRow}>
        {current ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) or the media host's 256 px avatar
          <img src={current} alt="" width={96} height={96} className={styles.avatar} />
        ) : (
          <span className={styles.avatarEmpty} aria-hidden="true" />
        )}
        <div className={styles.avatarField}>
          <span id="avatar-title" className={styles.avatarTitle}>
            {t("avatar")}
          </span>
          {/* The native file input stays (keyboard, screen readers) but hidden; its label is the button. */}
          <input
            id="avatar"
            name="avatar"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            aria-labelledby="avatar-title avatar-button"
            aria-describedby="avatar-hint"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const problem = file ? avatarProblem(file) : null;
              setErrors((all) => ({ ...all, avatar: problem ? t(problem) : "" }));
              setAvatar(problem ? null : file);
            }}
          />
          <label id="avatar-button" htmlFor="avatar" className={styles.fileButton}>
            {avatar ? avatar.name : t("chooseAvatar")}
          </label>
          <p id="avatar-hint" className={errors.avatar ? styles.error : styles.hint}>
            {errors.avatar || t("avatarHint")}
          </p>
        </div>
      </div>
      <p className={styles.readonly}>
        {user.phone_number ? (
          <>
            {t("phone")}:{" "}
            <strong>{localPhone(user.phone_number, browserEnv.NEXT_PUBLIC_PHONE_COUNTRY_CODE)}</strong> ·{" "}
          </>
        ) : null}
        {t("memberCode")}: <strong>{user.referral_code}</strong>
      </p>
      {field("name", t("name"), "nickname")}
      <div className={styles.pair}>
        {/* Vietnamese names are written family name first (Họ, then Tên). */}
        {locale === "vi" ? [familyName, givenName] : [givenName, familyName]}
      </div>
      <div className={styles.check}>
        <input
          id="leaderboard_private"
          type="checkbox"
          name="leaderboard_private"
          defaultChecked={user.leaderboard_private}
          aria-describedby="leaderboard-private-hint"
        />
        <span>
          <label htmlFor="leaderboard_private">{t("leaderboardPrivate")}</label>
          <span id="leaderboard-private-hint" className={styles.hint}>
            {t("leaderboardPrivateHint")}
          </span>
        </span>
      </div>
      {field("email", t("email"), "email")}
      <EmailStatus user={user} />
      <fieldset className={styles.fieldset}>
        <legend>{t("passwordHeading")}</legend>
        {password("old_password", t("oldPassword"), "current-password")}
        {password("password", t("newPassword"), "new-password")}
        <p className={styles.hint}>{t("passwordHint")}</p>
        {hasNoPhone(user) ? <p className={styles.hint}>{t("socialPasswordHint")}</p> : null}
      </fieldset>
      <Button type="submit" size="lg" className={styles.start} disabled={busy}>
        {busy ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
