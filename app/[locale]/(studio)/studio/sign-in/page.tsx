import { redirect } from "next/navigation";
import { StudioSignIn } from "@/components/studio/studio-sign-in";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signInStep, signOutOfStudio } from "@/lib/studio/actions";
import { studioSession } from "@/lib/studio/server";

/** /studio/sign-in: phone and password, then the code; a session waiting for its code goes on from there. */
export default async function StudioSignInPage() {
  const locale = await pageLocale();
  const session = await studioSession(locale);
  if (session.state === "signed-in") redirect(localizedPath(locale, "/studio"));
  return (
    <main id="main">
      <StudioSignIn
        initial={session.state === "pending" ? { step: "code", enrolment: null } : { step: "credentials" }}
        signInStep={signInStep}
        startAgain={signOutOfStudio}
      />
    </main>
  );
}
