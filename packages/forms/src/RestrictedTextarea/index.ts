"use client";
export { RestrictedTextarea, type RestrictedTextareaProps } from "./RestrictedTextarea";
