"use client";
export { BirthdayField, type BirthdayFieldProps } from "./BirthdayField";
export { PersonalDetailsForm, type PersonalDetailsFormProps } from "./PersonalDetailsForm";
export { personalErrors, signupBlockers } from "./signup-form";
