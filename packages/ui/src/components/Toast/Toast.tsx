"use client";
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { type ToastApi, ToastContext, type ToastEntry, type ToastOptions } from "./context";

const ToastRegion = lazy(() => import("./ToastRegion"));

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds a toast stays up (paused while hovered or focused). */
  duration?: number;
}

/**
 * Holds the toasts of the app and the region (bottom-right, F8 to reach it by keyboard) where they
 * show. Put it once near the root; call `useToast()` below it. The region's code (Radix Toast)
 * loads the first time a toast is shown.
 */
export function ToastProvider({ children, duration = 6000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [shown, setShown] = useState(false);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((all) => all.filter((entry) => entry.id !== id));
  }, []);
  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((all) => [...all, { ...options, id }]);
    setShown(true);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss, hasRegion: true }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} duration={duration} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
