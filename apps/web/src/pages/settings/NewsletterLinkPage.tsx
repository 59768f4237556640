import { useParams, useSearchParams } from "react-router";
import { parseNewsletterHashLink } from "./settings-links";
import { UnsubscribeLinkView } from "./UnsubscribePage";

/**
 * /settings/newsletter/{hash}?user_id=&template= (no site header, 000 §2): the one-click
 * unsubscribe of one e-mail, the hash being its checksum (see parseNewsletterHashLink).
 */
export function NewsletterLinkPage() {
  const { hash = "" } = useParams();
  const [params] = useSearchParams();
  return <UnsubscribeLinkView link={parseNewsletterHashLink(hash, params)} />;
}

export const Component = NewsletterLinkPage;
