"use client";
// Checkboxes on native <input type="checkbox">: the browser already gives a checkbox its role,
// keyboard (Space), form value and indeterminate state, so no press or toggle machinery is
// shipped for it (the widgets other teams embed count every kilobyte). A group shares its value,
// disabled and invalid state with its boxes through context, and is labelled and described as
// one (a fieldset: role "group").
import { Check, Minus } from "lucide-react";
import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { cn } from "../../lib/cn";
import {
  FieldLabelText,
  fieldErrorClass,
  fieldHelpClass,
  fieldLabelClass,
} from "../Field/field-label";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | "className"
  | "children"
  | "checked"
  | "defaultChecked"
  | "onChange"
  | "type"
  | "disabled"
  | "value"
>;

export interface CheckboxProps extends NativeInputProps {
  /** The visible label; an unlabeled checkbox needs `aria-label`. */
  children?: ReactNode;
  className?: string;
  /** Inside a CheckboxGroup: the value this box adds to the group's. */
  value?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  /** Data attributes pass through to the label (e.g. `data-dimmed`). */
  [data: `data-${string}`]: string | boolean | undefined;
}

interface GroupState {
  value: readonly string[];
  toggle: (value: string, selected: boolean) => void;
  isDisabled: boolean;
  isInvalid: boolean;
  name?: string;
}
const GroupContext = createContext<GroupState | null>(null);

/** A checkbox with its label; supports the indeterminate ("some selected") state. */
export function Checkbox({
  children,
  className,
  value,
  isSelected,
  defaultSelected = false,
  onChange,
  isIndeterminate = false,
  isDisabled,
  isInvalid,
  isRequired,
  ...rest
}: CheckboxProps) {
  const group = useContext(GroupContext);
  const input = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState(defaultSelected);
  const selected = group && value !== undefined ? group.value.includes(value) : (isSelected ?? own);
  const disabled = Boolean(isDisabled ?? group?.isDisabled);
  const invalid = Boolean(isInvalid ?? group?.isInvalid);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);

  const dataAttributes: Record<string, unknown> = {};
  const inputProps: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(rest)) {
    if (key.startsWith("data-")) dataAttributes[key] = prop;
    else inputProps[key] = prop;
  }
  return (
    <label
      data-slot="checkbox"
      data-selected={selected || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={disabled || undefined}
      data-invalid={invalid || undefined}
      {...dataAttributes}
      className={cn(
        "cw:group cw:relative cw:flex cw:w-fit cw:cursor-pointer cw:items-start cw:gap-2 cw:text-sm cw:text-fg",
        "cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:opacity-50",
        className,
      )}
    >
      <input
        {...inputProps}
        ref={input}
        type="checkbox"
        className="cw:peer cw:sr-only"
        name={group?.name ?? (inputProps.name as string | undefined)}
        value={value}
        checked={selected}
        disabled={disabled}
        required={isRequired}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const next = event.target.checked;
          if (group && value !== undefined) group.toggle(value, next);
          else if (isSelected === undefined) setOwn(next);
          onChange?.(next);
        }}
      />
      <span
        aria-hidden="true"
        className={cn(
          "cw:mt-0.5 cw:flex cw:size-4 cw:shrink-0 cw:items-center cw:justify-center cw:rounded-sm cw:border cw:text-primary-fg",
          "cw:transition-colors cw:duration-(--duration-fast)",
          "cw:peer-focus-visible:ring-2 cw:peer-focus-visible:ring-focus cw:peer-focus-visible:ring-offset-2 cw:peer-focus-visible:ring-offset-surface",
          "cw:group-data-[invalid]:border-danger",
          selected || isIndeterminate
            ? "cw:border-primary cw:bg-primary cw:group-[:hover:not([data-disabled])]:border-primary-hover cw:group-[:hover:not([data-disabled])]:bg-primary-hover"
            : "cw:border-border-strong cw:bg-surface cw:group-[:hover:not([data-disabled])]:border-fg-muted",
        )}
      >
        {isIndeterminate ? (
          <Minus size={12} strokeWidth={3} />
        ) : selected ? (
          <Check size={12} strokeWidth={3} />
        ) : null}
      </span>
      {children ? <span className="cw:leading-5">{children}</span> : null}
    </label>
  );
}

export interface CheckboxGroupProps {
  id?: string;
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  orientation?: "vertical" | "horizontal";
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  isDisabled?: boolean;
  /** Shows the error; given an `errorMessage` alone, the group is invalid too. */
  isInvalid?: boolean;
  isRequired?: boolean;
  /** The form name every box submits its value under. */
  name?: string;
  "aria-label"?: string;
  children: ReactNode;
  className?: string;
}

/** Several checkboxes under one label, with a shared description and error. */
export function CheckboxGroup({
  id,
  label,
  description,
  errorMessage,
  orientation = "vertical",
  value,
  defaultValue = [],
  onChange,
  isDisabled = false,
  isInvalid,
  isRequired,
  name,
  children,
  className,
  ...aria
}: CheckboxGroupProps) {
  const generated = useId();
  const base = id ?? generated;
  const [own, setOwn] = useState<readonly string[]>(defaultValue);
  const current = value ?? own;
  const invalid = Boolean(isInvalid ?? errorMessage);
  const ids = {
    label: label ? `${base}-label` : undefined,
    description: description ? `${base}-description` : undefined,
    error: invalid && errorMessage ? `${base}-error` : undefined,
  };
  const toggle = (item: string, selected: boolean) => {
    const next = selected
      ? [...current.filter((v) => v !== item), item]
      : current.filter((v) => v !== item);
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return (
    <fieldset
      id={base}
      aria-labelledby={ids.label}
      aria-describedby={[ids.description, ids.error].filter(Boolean).join(" ") || undefined}
      aria-label={aria["aria-label"]}
      data-slot="checkbox-group"
      data-orientation={orientation}
      data-disabled={isDisabled || undefined}
      data-invalid={invalid || undefined}
      className={cn("cw:flex cw:min-w-0 cw:flex-col cw:gap-2", className)}
    >
      {label ? (
        <span id={ids.label} data-slot="field-label" className={fieldLabelClass}>
          <FieldLabelText isRequired={isRequired}>{label}</FieldLabelText>
        </span>
      ) : null}
      <GroupContext.Provider
        value={{ value: current, toggle, isDisabled, isInvalid: invalid, name }}
      >
        <div
          className={cn(
            "cw:flex cw:gap-3",
            orientation === "vertical" ? "cw:flex-col" : "cw:flex-row cw:flex-wrap cw:gap-x-5",
          )}
        >
          {children}
        </div>
      </GroupContext.Provider>
      {description ? (
        <div id={ids.description} data-slot="field-description" className={fieldHelpClass}>
          <span>{description}</span>
        </div>
      ) : null}
      {ids.error ? (
        <div id={ids.error} data-slot="field-error" className={fieldErrorClass}>
          {errorMessage}
        </div>
      ) : null}
    </fieldset>
  );
}
