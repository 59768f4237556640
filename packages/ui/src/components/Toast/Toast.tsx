"use client";
import { useTranslator } from "@causeway/i18n/react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { type Tone, toneIcon, toneVariants } from "../Alert";
import { Button } from "../Button";
import { type ToastApi, ToastContext, type ToastOptions } from "./context";

interface ToastEntry extends ToastOptions {
  id: string;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds a toast stays up (paused while hovered or focused). */
  duration?: number;
}

/**
 * Holds the toasts of the app and the region (bottom-right, F8 to reach it by keyboard) where they
 * show. Put it once near the root; call `useToast()` below it.
 */
export function ToastProvider({ children, duration = 6000 }: ToastProviderProps) {
  const { t } = useTranslator();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((all) => all.filter((entry) => entry.id !== id));
  }, []);
  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((all) => [...all, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={duration} label={t("ui.toast.label")}>
        {children}
        {toasts.map((entry) => (
          <ToastItem
            key={entry.id}
            entry={entry}
            dismissLabel={t("ui.toast.dismiss")}
            onOpenChange={(open) => (open ? undefined : dismiss(entry.id))}
          />
        ))}
        <ToastPrimitive.Viewport
          data-slot="toast-viewport"
          label={t("ui.toast.region", { hotkey: "{hotkey}" })}
          className="cw-root fixed end-0 bottom-0 z-(--z-toast) m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

function ToastItem({
  entry,
  dismissLabel,
  onOpenChange,
}: {
  entry: ToastEntry;
  dismissLabel: string;
  onOpenChange: (open: boolean) => void;
}) {
  const tone: Tone = entry.variant ?? "info";
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={tone}
      defaultOpen
      onOpenChange={onOpenChange}
      duration={entry.duration}
      type={tone === "danger" || tone === "warning" ? "foreground" : "background"}
      className="rounded-md bg-surface-raised text-fg text-sm shadow-lg"
    >
      <div className={cn("flex items-start gap-3 rounded-md border p-4", toneVariants({ tone }))}>
        <span data-slot="toast-icon" className="mt-0.5 shrink-0">
          {toneIcon(tone)}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <ToastPrimitive.Title data-slot="toast-title" className="font-semibold">
            {entry.title}
          </ToastPrimitive.Title>
          {entry.description ? (
            <ToastPrimitive.Description data-slot="toast-description" className="text-fg-muted">
              {entry.description}
            </ToastPrimitive.Description>
          ) : null}
          {entry.action ? (
            <ToastPrimitive.Action altText={entry.action.altText ?? entry.action.label} asChild>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2 self-start"
                onPress={entry.action.onAction}
              >
                {entry.action.label}
              </Button>
            </ToastPrimitive.Action>
          ) : null}
        </div>
        <ToastPrimitive.Close asChild>
          <Button
            data-slot="toast-dismiss"
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={dismissLabel}
            icon={<X aria-hidden size={16} />}
            className="-me-2 -mt-1"
          />
        </ToastPrimitive.Close>
      </div>
    </ToastPrimitive.Root>
  );
}
