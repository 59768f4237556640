"use client";
export { BankAccountStatusBox, type BankAccountStatusBoxProps } from "./BankAccountStatusBox";
export {
  BankAccountVerificationInfo,
  type BankAccountVerificationInfoProps,
} from "./BankAccountVerificationInfo";
