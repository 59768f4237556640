"use client";
import { createContext, type ReactNode, useContext, useId } from "react";
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { Field, type FieldErrorMessage } from "../Field";

export type RadioVariant = "default" | "card";

const RadioVariantContext = createContext<RadioVariant | null>(null);

function useRadioVariant(): RadioVariant {
  const variant = useContext(RadioVariantContext);
  if (!variant) throw new Error("<Radio> must be placed inside a <RadioGroup> from @causeway/ui.");
  return variant;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, "className" | "children"> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** `card`: each option is a bordered box with a label and a description (payment methods...). */
  variant?: RadioVariant;
  children: ReactNode;
  className?: string;
}

/** One choice among several, moved between with the arrow keys. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  variant = "default",
  orientation = "vertical",
  children,
  className,
  validationBehavior = "aria",
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      data-slot="radio-group"
      data-variant={variant}
      orientation={orientation}
      className={cn("flex flex-col gap-2", className)}
      validationBehavior={validationBehavior}
      {...props}
    >
      <Field
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div
          className={cn(
            "flex",
            orientation === "vertical" ? "flex-col" : "flex-row flex-wrap",
            variant === "card" ? "gap-2" : orientation === "vertical" ? "gap-3" : "gap-x-5 gap-y-3",
          )}
        >
          <RadioVariantContext.Provider value={variant}>{children}</RadioVariantContext.Provider>
        </div>
      </Field>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, "className" | "children"> {
  children: ReactNode;
  /** A second line; read by screen readers as the option's description. */
  description?: ReactNode;
  /** Drawn at the end of a card (a logo, a fee...). */
  trailing?: ReactNode;
  className?: string;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, trailing, className, ...props }: RadioProps) {
  const variant = useRadioVariant();
  const descriptionId = useId();
  const labelId = useId();
  const card = variant === "card";
  return (
    <AriaRadio
      data-slot="radio"
      data-variant={variant}
      aria-labelledby={description ? labelId : undefined}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        "group flex cursor-pointer items-start gap-2.5 text-sm text-fg",
        "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
        card &&
          cn(
            "rounded-lg border border-border bg-surface p-3 transition-colors duration-(--duration-fast)",
            "data-[hovered]:border-border-strong data-[selected]:border-primary data-[selected]:bg-primary-soft",
            "data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2 data-[focus-visible]:ring-offset-surface",
            "data-[invalid]:border-danger",
          ),
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-border-strong bg-surface",
          "group-data-[hovered]:border-fg-muted group-data-[selected]:border-primary group-data-[selected]:border-[5px]",
          "group-data-[invalid]:border-danger",
          !card &&
            "group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-focus group-data-[focus-visible]:ring-offset-2 group-data-[focus-visible]:ring-offset-surface",
        )}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={labelId} className={cn("leading-5", card && "font-medium")}>
          {children}
        </span>
        {description ? (
          <span id={descriptionId} className="text-xs text-fg-muted">
            {description}
          </span>
        ) : null}
      </span>
      {trailing ? <span className="shrink-0 self-center">{trailing}</span> : null}
    </AriaRadio>
  );
}
