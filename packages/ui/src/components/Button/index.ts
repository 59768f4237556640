export { Button, type ButtonProps } from "./Button";
export { type ButtonVariantProps, buttonVariants } from "./buttonVariants";
export { NativeButton, type NativeButtonProps } from "./NativeButton";
