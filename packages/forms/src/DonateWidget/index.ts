export { DonateResult, type DonateResultProps } from "./DonateResult";
export { DonateWidget, type DonateWidgetProps } from "./DonateWidget";
export type { DonateStage } from "./useDonateCheckout";
