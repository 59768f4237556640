// The one-click unsubscribe link of an e-mail: user_id, checksum and template, as the page reads
// them from /unsubscribe?user_id=&checksum=&template= (or the decoded /settings/newsletter/{hash}).

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
 * The link's parts, or null when one is missing or malformed (the contract wants a positive integer
 * user_id and a non-empty checksum and template of at most 64 characters).
 */
export function parseUnsubscribeLink(params: Params): UnsubscribeLink | null {
  const userId = read(params, "user_id");
  const checksum = read(params, "checksum");
  const template = read(params, "template");
  if (!/^[1-9]\d{0,15}$/.test(userId) || !Number.isSafeInteger(Number(userId))) return null;
  if (checksum === "" || template === "" || template.length > 64) return null;
  return { userId: Number(userId), checksum, template };
}

/** True when the given parts can be sent at all (the widget refuses a broken link without a call). */
export function isUsableLink(link: UnsubscribeLink): boolean {
  return (
    Number.isSafeInteger(link.userId) &&
    link.userId > 0 &&
    link.checksum.trim() !== "" &&
    link.template.trim() !== "" &&
    link.template.length <= 64
  );
}
