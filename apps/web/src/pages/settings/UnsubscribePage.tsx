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
    <div className="mx-auto flex w-full max-w-md flex-col py-6">
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
