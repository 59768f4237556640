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
      className={cn("cw:flex cw:flex-col cw:gap-2", className)}
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
            "cw:flex",
            orientation === "vertical" ? "cw:flex-col" : "cw:flex-row cw:flex-wrap",
            variant === "card"
              ? "cw:gap-2"
              : orientation === "vertical"
                ? "cw:gap-3"
                : "cw:gap-x-5 cw:gap-y-3",
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
        "cw:group cw:flex cw:cursor-pointer cw:items-start cw:gap-2.5 cw:text-sm cw:text-fg",
        "cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:opacity-50",
        card &&
          cn(
            "cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-3 cw:transition-colors cw:duration-(--duration-fast)",
            "cw:data-[hovered]:border-border-strong cw:data-[selected]:border-primary cw:data-[selected]:bg-primary-soft",
            "cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus cw:data-[focus-visible]:ring-offset-2 cw:data-[focus-visible]:ring-offset-surface",
            "cw:data-[invalid]:border-danger",
          ),
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "cw:mt-0.5 cw:flex cw:size-4 cw:shrink-0 cw:items-center cw:justify-center cw:rounded-full cw:border cw:border-border-strong cw:bg-surface",
          "cw:group-data-[hovered]:border-fg-muted cw:group-data-[selected]:border-primary cw:group-data-[selected]:border-[5px]",
          "cw:group-data-[invalid]:border-danger",
          !card &&
            "cw:group-data-[focus-visible]:ring-2 cw:group-data-[focus-visible]:ring-focus cw:group-data-[focus-visible]:ring-offset-2 cw:group-data-[focus-visible]:ring-offset-surface",
        )}
      />
      <span className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-0.5">
        <span id={labelId} className={cn("cw:leading-5", card && "cw:font-medium")}>
          {children}
        </span>
        {description ? (
          <span id={descriptionId} className="cw:text-xs cw:text-fg-muted">
            {description}
          </span>
        ) : null}
      </span>
      {trailing ? <span className="cw:shrink-0 cw:self-center">{trailing}</span> : null}
    </AriaRadio>
  );
}
