// Who sees what of the staff console (/admincp). The specification gives /admincp to admin,
// translator and editor (000 §2, §6: "Translator and editor: see /admincp") and leaves their
// abilities unsaid ("Detailed per-role abilities: not shown"); this is the console's reading:
// admins (a super admin counts) decide campaigns, bank accounts and withdrawals, refund donations
// and match bank statements, send again the e-mails the mail server refused, and act as users, as
// the server allows admins only; translators and editors look after the site's words, the
// dictionaries' missing and English-equal keys. Everyone else is refused the whole console.
import { isStaff } from "../../app/session/roles";

export const STAFF_SECTIONS = [
  "campaigns",
  "bank-accounts",
  "withdrawals",
  "donations",
  "bank-statements",
  "emails",
  "users",
  "translations",
] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

/** The console's root; every section is a path under it. */
export const CONSOLE_PATH = "/admincp";

export const sectionPath = (section: StaffSection) => `${CONSOLE_PATH}/${section}`;

/** Whether these roles may open the console at all (admin, super admin, editor, translator). */
export function canOpenConsole(roles: readonly string[] | undefined): boolean {
  return isStaff(roles, "staff");
}

/** Whether these roles may open a section: the deciding ones are an admin's, the words everyone's. */
export function canOpenSection(roles: readonly string[] | undefined, section: StaffSection) {
  if (section === "translations") return canOpenConsole(roles);
  return isStaff(roles, "admin");
}

/** The sections these roles may open, in the console's order. */
export function sectionsFor(roles: readonly string[] | undefined): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => canOpenSection(roles, section));
}
