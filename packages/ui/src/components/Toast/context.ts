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
  /**
   * A ToastProvider is above: toasts are shown. False in a host app without one, where `toast()`
   * does nothing, so a component can say the same thing in place instead.
   */
  hasRegion: boolean;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Without a ToastProvider (a host app that mounts none): nothing is shown, nothing throws. */
const NO_REGION: ToastApi = { toast: () => "", dismiss: () => {}, hasRegion: false };

/**
 * `toast({ title, description, variant })` from the nearest ToastProvider. Without one (a
 * component of @causeway/forms in a host app that mounts no region) it is a no-op and
 * `hasRegion` is false.
 */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? NO_REGION;
}
