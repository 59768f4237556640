"use client";
import { createContext, type ReactNode, useContext } from "react";
import type { Tone } from "../Alert";

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: Tone;
  /** Overrides the provider's duration for this toast, in milliseconds. */
  duration?: number;
  /** One action; `altText` says how to do the same without the toast (required by screen readers). */
  action?: { label: string; onAction: () => void; altText?: string };
}

/** A toast on its way or on screen. */
export interface ToastEntry extends ToastOptions {
  id: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** `toast({ title, description, variant })` from the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error("useToast() needs a <ToastProvider> above it (import it from @causeway/ui).");
  }
  return api;
}
