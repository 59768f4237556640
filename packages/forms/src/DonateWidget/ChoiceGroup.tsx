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
  2: "cw:grid-cols-2",
  3: "cw:grid-cols-2 cw:@sm:grid-cols-3",
  4: "cw:grid-cols-2 cw:@sm:grid-cols-4",
  5: "cw:grid-cols-2 cw:@sm:grid-cols-3",
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
      className={cn("cw:@container cw:flex cw:flex-col cw:gap-1.5", className)}
    >
      <span id={`${id}-label`} className="cw:text-sm cw:font-medium cw:text-fg">
        {label}
      </span>
      <div className={cn("cw:grid cw:gap-2", COLUMNS[columns])}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            data-slot="choice"
            data-selected={choice.value === value ? "" : undefined}
            className={cn(
              "cw:flex cw:min-h-10 cw:min-w-0 cw:cursor-pointer cw:flex-col cw:justify-center cw:rounded-md cw:border cw:border-border-strong cw:bg-surface cw:px-3 cw:py-2 cw:text-sm cw:text-fg cw:wrap-break-word cw:hyphens-auto",
              "cw:has-checked:border-primary cw:has-checked:bg-primary-soft cw:has-checked:text-primary-soft-fg cw:has-checked:ring-1 cw:has-checked:ring-primary",
              "cw:has-focus-visible:ring-2 cw:has-focus-visible:ring-focus cw:has-focus-visible:ring-offset-2 cw:has-focus-visible:ring-offset-surface",
              "cw:has-disabled:cursor-not-allowed cw:has-disabled:opacity-50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={choice.value === value}
              disabled={choice.isDisabled}
              onChange={() => onChange(choice.value)}
              className="cw:sr-only"
            />
            <span className="cw:font-medium">{choice.label}</span>
            {choice.description ? (
              <span className="cw:text-xs cw:text-fg-muted">{choice.description}</span>
            ) : null}
          </label>
        ))}
      </div>
      {description ? (
        <span id={`${id}-description`} className="cw:text-xs cw:text-fg-muted">
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={`${id}-error`} className="cw:text-xs cw:font-medium cw:text-danger">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
