"use client";
// The toasts' region and the toasts themselves (Radix Toast), loaded by ToastProvider the first
// time a toast is shown, so a page that never shows one does not carry Radix's toast code.
import { useTranslator } from "@causeway/i18n/react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";
import { type Tone, toneIcon, toneVariants } from "../Alert";
import { NativeButton } from "../Button";
import type { ToastEntry } from "./context";

export interface ToastRegionProps {
  toasts: readonly ToastEntry[];
  duration: number;
  onDismiss: (id: string) => void;
}

export default function ToastRegion({ toasts, duration, onDismiss }: ToastRegionProps) {
  const { t } = useTranslator();
  return (
    <ToastPrimitive.Provider duration={duration} label={t("ui.toast.label")}>
      {toasts.map((entry) => (
        <ToastItem
          key={entry.id}
          entry={entry}
          dismissLabel={t("ui.toast.dismiss")}
          onOpenChange={(open) => (open ? undefined : onDismiss(entry.id))}
        />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label={t("ui.toast.region", { hotkey: "{hotkey}" })}
        className="cw-root fixed end-0 bottom-0 z-(--z-toast) m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
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
              <NativeButton
                variant="secondary"
                size="sm"
                className="mt-2 self-start"
                onPress={entry.action.onAction}
              >
                {entry.action.label}
              </NativeButton>
            </ToastPrimitive.Action>
          ) : null}
        </div>
        <ToastPrimitive.Close asChild>
          <NativeButton
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
