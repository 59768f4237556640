"use client";
export { IbanDetails, type IbanDetailsProps } from "./IbanDetails";
export { IbanField, type IbanFieldProps } from "./IbanField";
export { useIbanEntryDispatch } from "./useIbanEntryDispatch";
