import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import accountStyles from "@/components/studio/account.module.scss";
import { AccountProfile, AccountRecords } from "@/components/studio/account-holdings";
import { AccountStatusForm } from "@/components/studio/account-status-form";
import { AccountSupport } from "@/components/studio/account-support";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { studioAccount } from "@/lib/contract/endpoints/studio-accounts";
import { StudioAccountParamsSchema } from "@/lib/contract/studio-accounts";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { setAccountStatusAction } from "@/lib/studio/account-actions";
import { supportAction } from "@/lib/studio/support-actions";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { params: Promise<{ id: string }> };

/** /studio/accounts/{id}: one account, its state with the change form, and what it holds. */
export default async function StudioAccountPage({ params }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const parsed = StudioAccountParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations("studio.accounts");
  let account;
  try {
    account = await (await studioApi(locale)).call(studioAccount, { params: parsed.data });
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  return (
    <>
      <Link href={localizedPath(locale, "/studio/accounts")}>{t("back")}</Link>
      <h1>{account.name}</h1>
      <div className={accountStyles.columns}>
        <AccountProfile account={account} />
        <AccountStatusForm
          initial={{ account, status: account.status, reason: "", outcome: "opened" }}
          setAccountStatusAction={setAccountStatusAction}
        />
      </div>
      {account.staff_role ? null : <AccountSupport accountId={account.id} supportAction={supportAction} />}
      <AccountRecords account={account} />
    </>
  );
}
