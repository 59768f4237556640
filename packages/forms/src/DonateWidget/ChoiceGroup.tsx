"use client";
import { cn } from "@causeway/ui";
import { type ReactNode, useId } from "react";

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface ChoiceGroupProps<V extends string | number> {
  /** The group's element id (an error summary links to it and focuses its first radio). */
  id?: string;
  label: ReactNode;
  /** The radio inputs' shared name (also what a keyboard user moves through with the arrows). */
  name: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isRequired?: boolean;
  columns?: 2 | 3 | 4 | 5;
  className?: string;
}

/**
 * Columns by the group's own width (a container query), not the screen's: the widget is embedded
 * in columns of any width. Two on a phone (a 390 px screen leaves about 320 px), so "Banküberweisung"
 * and "10 %" with its tip fit their tiles.
 */
const COLUMNS = {
  2: "grid-cols-2",
  3: "grid-cols-2 @sm:grid-cols-3",
  4: "grid-cols-2 @sm:grid-cols-4",
  5: "grid-cols-2 @sm:grid-cols-3",
};

/**
 * A radio group of native inputs drawn as tiles: the group is named by its label, each option by
 * its own, the checked state is the input's, and the arrow keys move between options. Native
 * radios keep the embeddable widget light (no extra primitive layer); @causeway/ui has no
 * RadioGroup yet.
 */
export function ChoiceGroup<V extends string | number>({
  id: groupId,
  label,
  name,
  choices,
  value,
  onChange,
  description,
  errorMessage,
  isRequired,
  columns = 4,
  className,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const describedBy = [
    description ? `${id}-description` : null,
    errorMessage ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      id={groupId}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
      aria-invalid={errorMessage ? true : undefined}
      aria-required={isRequired || undefined}
      data-slot="choice-group"
      data-invalid={errorMessage ? "" : undefined}
      className={cn("@container flex flex-col gap-1.5", className)}
    >
      <span id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div className={cn("grid gap-2", COLUMNS[columns])}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            data-slot="choice"
            data-selected={choice.value === value ? "" : undefined}
            className={cn(
              "flex min-h-10 min-w-0 cursor-pointer flex-col justify-center rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-fg wrap-break-word hyphens-auto",
              "has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-soft-fg has-checked:ring-1 has-checked:ring-primary",
              "has-focus-visible:ring-2 has-focus-visible:ring-focus has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-surface",
              "has-disabled:cursor-not-allowed has-disabled:opacity-50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={choice.value === value}
              disabled={choice.isDisabled}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            <span className="font-medium">{choice.label}</span>
            {choice.description ? (
              <span className="text-xs text-fg-muted">{choice.description}</span>
            ) : null}
          </label>
        ))}
      </div>
      {description ? (
        <span id={`${id}-description`} className="text-xs text-fg-muted">
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={`${id}-error`} className="text-xs font-medium text-danger">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
