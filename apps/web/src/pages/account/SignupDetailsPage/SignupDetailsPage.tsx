import { BusinessDetailsForm, PersonalDetailsForm } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState } from "@causeway/ui";
import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { AccountPage } from "../AccountPage";
import { needsSignupCompletion, safeRedirect } from "../redirect";

/**
 * /sign-up/details (000 §2, 001 §4): the sign-up completion, shown while register_step is 1 or
 * less: the business form for a business profile, else the personal one. After it the new token
 * is kept and the user goes to the `redirect` parameter (a path of this site) or home. A complete
 * account is sent there straight away. RequireLogin sits above it.
 *
 * The e-mail sign-up asks no name, so an account without one is also asked its name (and, with
 * it, its username, prefilled): the personal form asks both together, as after a social login.
 */
export function SignupDetailsPage() {
  const { t } = useTranslator();
  const { user, signIn } = useSession();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get("redirect"));
  const [completed, setCompleted] = useState(false);

  if (!user) {
    // RequireLogin waits for the user; none means it could not be loaded.
    return (
      <ErrorState
        headingLevel={1}
        title={t("web.error.title")}
        description={t("web.error.description")}
        reloadLabel={t("web.error.reload")}
      />
    );
  }
  if (completed || !needsSignupCompletion(user)) return <Navigate replace to={target} />;

  const onCompleted = ({ token }: { token: string }) => {
    setCompleted(true);
    signIn(token);
  };
  const business = user.type === "business";
  return (
    <AccountPage
      wide
      title={t(business ? "web.auth.details.business_title" : "web.auth.details.personal_title")}
      intro={t(business ? "web.auth.details.business_intro" : "web.auth.details.personal_intro")}
    >
      {business ? (
        <BusinessDetailsForm user={user} onCompleted={onCompleted} />
      ) : (
        <PersonalDetailsForm
          user={user}
          fromSocialLogin={user.fbid != null || user.name.trim() === ""}
          onCompleted={onCompleted}
        />
      )}
    </AccountPage>
  );
}
