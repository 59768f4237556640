"use client";
export { IbanDetails, type IbanDetailsProps } from "./IbanDetails";
export { IbanField, type IbanFieldProps } from "./IbanField";
export { IbanText, type IbanTextProps } from "./IbanText";
export { useIbanEntryDispatch } from "./useIbanEntryDispatch";
