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
        className="cw-root cw:fixed cw:end-0 cw:bottom-0 cw:z-(--z-toast) cw:m-0 cw:flex cw:w-full cw:max-w-md cw:list-none cw:flex-col cw:gap-2 cw:p-4 cw:outline-none"
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
      className="cw:rounded-md cw:bg-surface-raised cw:text-fg cw:text-sm cw:shadow-lg"
    >
      <div
        className={cn(
          "cw:flex cw:items-start cw:gap-3 cw:rounded-md cw:border cw:p-4",
          toneVariants({ tone }),
        )}
      >
        <span data-slot="toast-icon" className="cw:mt-0.5 cw:shrink-0">
          {toneIcon(tone)}
        </span>
        <div className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-1">
          <ToastPrimitive.Title data-slot="toast-title" className="cw:font-semibold">
            {entry.title}
          </ToastPrimitive.Title>
          {entry.description ? (
            <ToastPrimitive.Description data-slot="toast-description" className="cw:text-fg-muted">
              {entry.description}
            </ToastPrimitive.Description>
          ) : null}
          {entry.action ? (
            <ToastPrimitive.Action altText={entry.action.altText ?? entry.action.label} asChild>
              <NativeButton
                variant="secondary"
                size="sm"
                className="cw:mt-2 cw:self-start"
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
            className="cw:-me-2 cw:-mt-1"
          />
        </ToastPrimitive.Close>
      </div>
    </ToastPrimitive.Root>
  );
}
