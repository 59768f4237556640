"use client";
import { useTranslator } from "@causeway/i18n/react";
import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface EmptyStateProps {
  /** Defaults to the dictionary's `ui.empty_state.title` ("Nothing to show"). */
  title?: ReactNode;
  description?: ReactNode;
  /** A decorative icon; an inbox by default, `null` for none. */
  icon?: ReactNode;
  /** What the user can do next (e.g. "Create a campaign"). */
  action?: ReactNode;
  /** The heading level of the title in the page outline (h2 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or a search shows when it has nothing, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const { t } = useTranslator();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn("flex flex-col items-center gap-2 px-6 py-10 text-center", className)}
    >
      {icon === null ? null : (
        <span
          data-slot="empty-state-icon"
          className="mb-2 flex size-12 items-center justify-center rounded-full bg-surface-sunken text-fg-muted"
        >
          {icon ?? <Inbox aria-hidden size={24} />}
        </span>
      )}
      <Heading data-slot="empty-state-title" className="font-semibold text-base text-fg">
        {title ?? t("ui.empty_state.title")}
      </Heading>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-sm text-fg-muted text-sm">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-3 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}
