export { DonateWidget, type DonateWidgetProps } from "./DonateWidget";
