export { type Status, StatusIcon, type StatusIconProps } from "./StatusIcon";
