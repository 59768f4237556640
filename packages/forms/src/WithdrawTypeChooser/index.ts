"use client";
export {
  type WithdrawType,
  WithdrawTypeChooser,
  type WithdrawTypeChooserProps,
} from "./WithdrawTypeChooser";
