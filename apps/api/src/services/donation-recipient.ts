// Who a donation's e-mails go to (issues 28 and 29): the address the donor gave on the way, else
// their account's; in the language they gave on the way (the checkout's ?lang=), else their
// account's, else English; greeted by the name they gave, else their account's.
import type { Locale } from "@causeway/i18n";
import type { Q } from "../db/database";
import type { DonationRow } from "../db/schema";
import { mailLocale } from "./mail-messages";

export interface DonationRecipient {
  to: string;
  locale: Locale;
  name: string;
}

/** The donor to write to, or null when the donation has no address. */
export async function donationRecipient(
  q: Q,
  row: Pick<DonationRow, "donor_user_id" | "email" | "language" | "donator_name">,
): Promise<DonationRecipient | null> {
  const donor = row.donor_user_id
    ? await q
        .selectFrom("users")
        .select(["email", "language", "name", "username"])
        .where("id", "=", row.donor_user_id)
        .executeTakeFirst()
    : undefined;
  const to = row.email || donor?.email;
  if (!to) return null;
  return {
    to,
    locale: mailLocale(row.language ?? donor?.language),
    name: row.donator_name || donor?.name || donor?.username || to.split("@")[0] || to,
  };
}
