export { DonateResult, type DonateResultProps } from "./DonateResult";
export { DonateWidget, type DonateWidgetProps } from "./DonateWidget";
export { type DonateDraft, type DraftStorage, forgetDonateDraft } from "./draft";
export type { RetriedDonation } from "./retry-draft";
export { type DonateStage, stageOf } from "./useDonateCheckout";
