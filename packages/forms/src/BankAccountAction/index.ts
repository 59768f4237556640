"use client";
export { BankAccountAction, type BankAccountActionProps } from "./BankAccountAction";
