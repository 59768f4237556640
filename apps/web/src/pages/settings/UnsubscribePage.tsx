import {
  parseUnsubscribeLink,
  UnsubscribeConfirmation,
  type UnsubscribeLink,
} from "@causeway/forms";
import { useSearchParams } from "react-router";
import { BROKEN_UNSUBSCRIBE_LINK, SUBSCRIPTION_SETTINGS } from "./settings-links";

/**
 * The one-click unsubscribe of one e-mail, its page heading: nothing is sent until the button is
 * pressed (mail scanners open links); a link missing a part is said to be not valid, unsent.
 */
export function UnsubscribeLinkView({ link }: { link: UnsubscribeLink | null }) {
  return (
    <div className="cw:mx-auto cw:flex cw:w-full cw:max-w-md cw:flex-col cw:py-6">
      <UnsubscribeConfirmation
        {...(link ?? BROKEN_UNSUBSCRIBE_LINK)}
        headingLevel={1}
        manageHref={SUBSCRIPTION_SETTINGS}
      />
    </div>
  );
}

/** /unsubscribe?user_id=&checksum=&template= (public). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  return <UnsubscribeLinkView link={parseUnsubscribeLink(params)} />;
}

export const Component = UnsubscribePage;
