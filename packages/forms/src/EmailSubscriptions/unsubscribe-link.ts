// The one-click unsubscribe link of an e-mail: user_id, checksum and template, as the page reads
// them from /unsubscribe?user_id=&checksum=&template= (or the decoded /settings/newsletter/{hash}).
import { emailUnsubscribePayloadSchema } from "@causeway/rules";

export interface UnsubscribeLink {
  userId: number;
  checksum: string;
  template: string;
}

type Params = URLSearchParams | Readonly<Record<string, string | null | undefined>>;

const read = (params: Params, name: string): string => {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return (value ?? "").trim();
};

/**
 * The link's parts (trimmed), or null when one is missing or malformed: a positive integer user_id
 * written in plain digits, and what rules/user-settings asks of the payload (non-empty checksum,
 * template of 1 to 64 characters).
 */
export function parseUnsubscribeLink(params: Params): UnsubscribeLink | null {
  const userId = read(params, "user_id");
  if (!/^[1-9]\d*$/.test(userId)) return null;
  const link = {
    userId: Number(userId),
    checksum: read(params, "checksum"),
    template: read(params, "template"),
  };
  return isUsableLink(link) ? link : null;
}

/** True when the parts pass the contract's rule for the payload (the widget refuses others unsent). */
export function isUsableLink(link: UnsubscribeLink): boolean {
  return emailUnsubscribePayloadSchema.safeParse({
    user_id: link.userId,
    checksum: link.checksum,
    template: link.template,
  }).success;
}
