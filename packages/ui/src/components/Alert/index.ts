export { Alert, type AlertProps } from "./Alert";
export { type Tone, toneIcon, toneVariants } from "./tones";
