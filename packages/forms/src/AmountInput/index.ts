"use client";
export { AmountInput, type AmountInputProps } from "./AmountInput";
