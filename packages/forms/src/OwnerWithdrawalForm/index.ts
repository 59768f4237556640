"use client";
export { BankAccountBox } from "./BankAccountBox";
export { OwnerWithdrawalForm, type OwnerWithdrawalFormProps } from "./OwnerWithdrawalForm";
