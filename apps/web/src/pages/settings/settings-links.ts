// The settings area's addresses and the links from e-mails that open its public pages (000 §2).
import type { User } from "@causeway/api-client";
import {
  ACCOUNT_PAGE_LABEL,
  accountPages,
  parseUnsubscribeLink,
  type SettingsPage,
  type UnsubscribeLink,
} from "@causeway/forms";

export { GENERAL_SETTINGS, SUBSCRIPTION_SETTINGS } from "./settings-paths";

export const settingsHref = (page: SettingsPage) => `/settings/${page}`;

/** The pages of the settings navigation, in the order of 000 §2; size and sector a business's only. */
export function settingsNavPages(type: User["type"]): SettingsPage[] {
  return ["general", ...accountPages(type), "subscriptions"];
}

/** The dictionary key naming a page in the navigation and as its heading. */
export function settingsPageLabel(page: SettingsPage): string {
  switch (page) {
    case "general":
      return "web.settings.general";
    case "subscriptions":
    case "newsletter":
      return "web.settings.subscriptions";
    default:
      return ACCOUNT_PAGE_LABEL[page];
  }
}

/** The user_id + signature of a "manage your e-mails" link (/subscriptions, /settings/newsletter/signature). */
export interface SignedSubscriptionsLink {
  userId: number;
  signature: string;
}

/** The link's parts from the query string, or null when one is missing or malformed. */
export function parseSignedSubscriptionsLink(
  params: URLSearchParams,
): SignedSubscriptionsLink | null {
  const userId = (params.get("user_id") ?? "").trim();
  const signature = (params.get("signature") ?? "").trim();
  if (!/^[1-9]\d*$/.test(userId) || !signature) return null;
  return { userId: Number(userId), signature };
}

/** A link that cannot be sent: the widget says it is not valid without calling the server. */
export const BROKEN_UNSUBSCRIBE_LINK: UnsubscribeLink = { userId: 0, checksum: "", template: "" };

/**
 * /settings/newsletter/{hash}?user_id=&template=: the one-click link of one e-mail, its checksum
 * in the path (the contract has no call that resolves a hash, so the hash IS the checksum that
 * PUT /api/v2/user/email/unsubscribe checks) and the user and e-mail template in the query, as
 * /unsubscribe carries all three in the query.
 */
export function parseNewsletterHashLink(hash: string, params: URLSearchParams) {
  return parseUnsubscribeLink({
    user_id: params.get("user_id"),
    checksum: hash,
    template: params.get("template"),
  });
}
