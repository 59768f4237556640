"use client";
export { ReasonPicker, type ReasonPickerProps } from "./ReasonPicker";
