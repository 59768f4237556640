import { BusinessDetailsForm, PersonalDetailsForm } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import {
  type BusinessSignupDraft,
  type PersonalSignupDraft,
  readBusinessSignupDraft,
  readPersonalSignupDraft,
  signupDetailsDraftKey,
} from "@causeway/rules";
import { ErrorState, Skeleton } from "@causeway/ui";
import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useKeptDraft } from "../../../app/drafts/useKeptDraft";
import { useSession } from "../../../app/session/SessionProvider";
import { AccountPage } from "../AccountPage";
import { needsSignupCompletion, safeRedirect } from "../redirect";

type Draft = PersonalSignupDraft | BusinessSignupDraft;
const NOTHING_TYPED: Draft = {};

/**
 * /sign-up/details (000 §2, 001 §4): the sign-up completion, shown while register_step is 1 or
 * less: the business form for a business profile, else the personal one. After it the new token
 * is kept and the user goes to the `redirect` parameter (a path of this site) or home. A complete
 * account is sent there straight away. RequireLogin sits above it.
 *
 * The personal form asks every member's real name (issue 25: the e-mail sign-up does not), and
 * the username too after a social login. What is typed is kept in this browser as the campaign
 * creation keeps its draft (`useKeptDraft`), so a reload loses nothing; it is forgotten once the
 * details are sent.
 */
export function SignupDetailsPage() {
  const { t } = useTranslator();
  const { user, signIn } = useSession();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get("redirect"));
  const [completed, setCompleted] = useState(false);
  const business = user?.type === "business";
  const kept = useKeptDraft<Draft>(
    user ? signupDetailsDraftKey(user.id) : null,
    NOTHING_TYPED,
    business ? readBusinessSignupDraft : readPersonalSignupDraft,
  );

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

  // A draft kept in this browser is read after the first render (a server has no storage): until
  // then a skeleton shows and the form waits hidden, then it starts from the draft. The server
  // draws the hidden form too, so its words travel with the page: it never shows without labels.
  const formKey = kept.restored ? "kept" : "new";
  const onCompleted = ({ token }: { token: string }) => {
    kept.forget();
    setCompleted(true);
    signIn(token);
  };
  return (
    <AccountPage
      wide
      title={t(business ? "web.auth.details.business_title" : "web.auth.details.personal_title")}
      intro={t(business ? "web.auth.details.business_intro" : "web.auth.details.personal_intro")}
    >
      {kept.loaded ? null : (
        <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-5">
          <Skeleton lines={3} />
          <Skeleton shape="rect" height="8rem" />
        </div>
      )}
      <div hidden={!kept.loaded}>
        {business ? (
          <BusinessDetailsForm
            key={formKey}
            user={user}
            defaultValues={kept.draft as BusinessSignupDraft}
            onValuesChange={kept.change}
            onCompleted={onCompleted}
          />
        ) : (
          <PersonalDetailsForm
            key={formKey}
            user={user}
            fromSocialLogin={user.fbid != null}
            defaultValues={kept.draft as PersonalSignupDraft}
            onValuesChange={kept.change}
            onCompleted={onCompleted}
          />
        )}
      </div>
    </AccountPage>
  );
}
