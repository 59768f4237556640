"use client";
import { useTranslator } from "@causeway/i18n/react";
import { WIDGET_ROOT } from "@causeway/ui";
import { forwardRef, useId } from "react";
import { focusField } from "./focus-field";

export interface ErrorSummaryItem {
  /** The id of the field to focus. */
  id: string;
  /** The translated message. */
  message: string;
}

/**
 * The errors of a long form at its top, each a link that focuses its field. It takes focus itself
 * when it appears (the host calls focus on the ref), so a keyboard user lands on it.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: readonly ErrorSummaryItem[] }>(
  function ErrorSummary({ items }, ref) {
    const { t } = useTranslator();
    const titleId = useId();
    if (items.length === 0) return null;
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="alert"
        aria-labelledby={titleId}
        data-slot="error-summary"
        className={`${WIDGET_ROOT} cw:rounded-md cw:border cw:border-danger cw:bg-danger-soft cw:p-4 cw:text-sm cw:text-fg cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus`}
      >
        <h2 id={titleId} className="cw:font-semibold">
          {t("forms.error_summary.title")}
        </h2>
        <ul className="cw:mt-2 cw:list-disc cw:ps-5">
          {items.map((item) => (
            <li key={`${item.id} ${item.message}`}>
              <a
                href={`#${item.id}`}
                className="cw:text-danger cw:underline cw:underline-offset-2"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(item.id);
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
