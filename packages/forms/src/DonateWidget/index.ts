export { DonateWidget, type DonateWidgetProps } from "./DonateWidget";
export {
  DONATE_MESSAGE,
  defaultPresets,
  donateErrors,
  methodsFor,
  PAYMENT_METHODS,
  type PaymentMethod,
  TIP_PERCENTS,
  tipAmount,
  toDonationPayload,
} from "./donate";
