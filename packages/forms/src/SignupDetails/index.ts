"use client";
export { BirthdayField, type BirthdayFieldProps } from "./BirthdayField";
export { BusinessDetailsForm, type BusinessDetailsFormProps } from "./BusinessDetailsForm";
export { LogoField, type LogoFieldProps, type LogoStatus } from "./LogoField";
export { PersonalDetailsForm, type PersonalDetailsFormProps } from "./PersonalDetailsForm";
export { businessBlockers, businessErrors, personalErrors, signupBlockers } from "./signup-form";
