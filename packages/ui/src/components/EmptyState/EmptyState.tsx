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
      className={cn(
        "cw:flex cw:flex-col cw:items-center cw:gap-2 cw:px-6 cw:py-10 cw:text-center",
        className,
      )}
    >
      {icon === null ? null : (
        <span
          data-slot="empty-state-icon"
          className="cw:mb-2 cw:flex cw:size-12 cw:items-center cw:justify-center cw:rounded-full cw:bg-surface-sunken cw:text-fg-muted"
        >
          {icon ?? <Inbox aria-hidden size={24} />}
        </span>
      )}
      <Heading data-slot="empty-state-title" className="cw:font-semibold cw:text-base cw:text-fg">
        {title ?? t("ui.empty_state.title")}
      </Heading>
      {description ? (
        <p data-slot="empty-state-description" className="cw:max-w-sm cw:text-fg-muted cw:text-sm">
          {description}
        </p>
      ) : null}
      {action ? (
        <div
          data-slot="empty-state-action"
          className="cw:mt-3 cw:flex cw:flex-wrap cw:justify-center cw:gap-2"
        >
          {action}
        </div>
      ) : null}
    </div>
  );
}
