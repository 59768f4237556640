import type { Donation } from "@causeway/api-client";
import { decimalSeparator, TIP_PERCENTS, tipAmount } from "@causeway/rules";
import type { DonateDraft } from "./draft";

/** What of a donation the form is filled from. */
export type RetriedDonation = Pick<
  Donation,
  | "initiatedAmount"
  | "initiatedTip"
  | "initiatedCurrency"
  | "payment_method"
  | "is_anon"
  | "donator"
>;

/** An amount in minor units as a donor types it: "12.50" ("12,50" in de), "25" when whole. */
export function typedAmount(minor: number, locale?: string): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0
    ? String(whole)
    : `${whole}${decimalSeparator(locale)}${String(cents).padStart(2, "0")}`;
}

/**
 * The form of a declined or cancelled donation, as the server kept it (issue 25: "Try again"
 * comes back filled even where the tab kept nothing, e.g. the provider brought the donor back in
 * another tab): its amount (a preset when it is one, else typed), currency, tip, method, anonymity
 * and the donor's public name. The e-mail is not in a donation's answer: a guest types it again.
 */
export function draftFromDonation(
  donation: RetriedDonation,
  options: { presets: readonly number[]; locale?: string },
): DonateDraft {
  const amount = donation.initiatedAmount;
  const preset = amount % 100 === 0 ? options.presets.indexOf(amount / 100) : -1;
  const tipPercent =
    TIP_PERCENTS.find(
      (percent) => percent > 0 && tipAmount(amount, percent) === donation.initiatedTip,
    ) ?? 0;
  return {
    currencyId: donation.initiatedCurrency.id,
    presetIndex: preset >= 0 ? preset : null,
    custom: preset >= 0 ? "" : typedAmount(amount, options.locale),
    tipPercent,
    method: donation.payment_method,
    isAnonymous: donation.is_anon,
    name: donation.donator?.name ?? "",
    email: "",
  };
}
