export { type SimpleTab, SimpleTabs, type SimpleTabsProps } from "./SimpleTabs";
