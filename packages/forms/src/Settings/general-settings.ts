// /settings/general (000 §2): the member's account settings, each with its current value and a link
// to its sub-page. Size and sector are a business member's only.
import type { User } from "@causeway/api-client";
import { birthdayParts, birthdayValue } from "@causeway/rules";

/** The sub-pages listed on /settings/general, in the order of 000 §2. */
export const ACCOUNT_PAGES = [
  "email",
  "username",
  "name",
  "phone",
  "password",
  "gender",
  "size",
  "sector",
  "birthday",
  "location",
  "timezone",
] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

/** Every page under /settings. */
export type SettingsPage = "general" | AccountPage | "subscriptions" | "newsletter";

/** The path of a settings page when the host gives no `settingsHref`. */
export const defaultSettingsHref = (page: SettingsPage) => `/settings/${page}`;

const BUSINESS_ONLY: readonly AccountPage[] = ["size", "sector"];

/** The pages a member has: size and sector only for a business. */
export function accountPages(type: User["type"]): AccountPage[] {
  return ACCOUNT_PAGES.filter((page) => type === "business" || !BUSINESS_ONLY.includes(page));
}

/** Each page's name (a dictionary key). */
export const ACCOUNT_PAGE_LABEL: Record<AccountPage, string> = {
  email: "forms.settings.general.email",
  username: "forms.settings.username.label",
  name: "forms.settings.name.label",
  phone: "forms.settings.phone.label",
  password: "forms.settings.general.password",
  gender: "forms.signup.gender.label",
  size: "forms.signup.size.label",
  sector: "forms.signup.sectors.label",
  birthday: "forms.signup.birthday.label",
  location: "forms.location.label",
  timezone: "forms.timezone.label",
};

/** What a row shows: a text as is, a dictionary key, or nothing stored (said as "Not set"). */
export type SettingValue = { text: string } | { key: string } | null;

const text = (value: string | null | undefined): SettingValue =>
  value?.trim() ? { text: value.trim() } : null;

/** The current value of a page's setting, formatted for `locale`. */
export function settingValue(user: User, page: AccountPage, locale: string): SettingValue {
  switch (page) {
    case "email":
      return text(user.email);
    case "username":
      return text(user.username);
    case "name":
      return text(user.name);
    case "phone":
      return text(user.phone);
    case "password":
      return { key: "forms.settings.general.password_value" };
    case "gender":
      return user.gender ? { key: `forms.signup.gender.${user.gender}` } : null;
    case "size":
      return text(user.business_info?.organization_size?.name);
    case "sector": {
      const names = (user.business_info?.sectors ?? []).map((sector) => sector.name);
      return names.length ? { text: new Intl.ListFormat(locale).format(names) } : null;
    }
    case "birthday":
      return text(formatBirthday(user.birthday, locale));
    case "location":
      return text(user.location?.formatted_address);
    case "timezone":
      return text(user.timezone);
  }
}

/** A stored ISO date said in the language ("12 March 1986"); "" when none or not a real date. */
export function formatBirthday(birthday: string | null | undefined, locale: string): string {
  const iso = birthdayValue(birthdayParts(birthday));
  if (!iso) return "";
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, day),
  );
}
