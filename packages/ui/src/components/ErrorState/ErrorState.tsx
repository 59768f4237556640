"use client";
import { useTranslator } from "@causeway/i18n/react";
import { RotateCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { NativeButton } from "../Button";

export interface ErrorStateProps {
  /** Defaults to the dictionary's `ui.error_state.title`. */
  title?: ReactNode;
  /** Defaults to the dictionary's `ui.error_state.description`. */
  description?: ReactNode;
  /** Defaults to the dictionary's `ui.error_state.reload`. */
  reloadLabel?: string;
  /** What the reload button does; reloads the page by default. `null` hides the button. */
  onReload?: (() => void) | null;
  icon?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  /** lg: more room above and below, for a whole page that failed to load. */
  size?: "md" | "lg";
  className?: string;
}

const paddings = { md: "cw:py-10", lg: "cw:py-16" } as const;

/** Shown where something failed to load (a section, or the whole page): title, description, reload. */
export function ErrorState({
  title,
  description,
  reloadLabel,
  onReload = () => window.location.reload(),
  icon,
  headingLevel = 2,
  size = "md",
  className,
}: ErrorStateProps) {
  const { t } = useTranslator();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="error-state"
      className={cn(
        "cw:flex cw:flex-col cw:items-center cw:gap-2 cw:px-6 cw:text-center",
        paddings[size],
        className,
      )}
    >
      <span
        data-slot="error-state-icon"
        className="cw:mb-2 cw:flex cw:size-12 cw:items-center cw:justify-center cw:rounded-full cw:bg-danger-soft cw:text-danger"
      >
        {icon ?? <TriangleAlert aria-hidden size={24} />}
      </span>
      <Heading data-slot="error-state-title" className="cw:font-semibold cw:text-base cw:text-fg">
        {title ?? t("ui.error_state.title")}
      </Heading>
      <p data-slot="error-state-description" className="cw:max-w-sm cw:text-fg-muted cw:text-sm">
        {description ?? t("ui.error_state.description")}
      </p>
      {onReload ? (
        <NativeButton
          data-slot="error-state-reload"
          variant="secondary"
          className="cw:mt-3"
          icon={<RotateCw aria-hidden size={16} />}
          onPress={onReload}
        >
          {reloadLabel ?? t("ui.error_state.reload")}
        </NativeButton>
      ) : null}
    </div>
  );
}
