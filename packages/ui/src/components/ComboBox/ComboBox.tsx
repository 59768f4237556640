"use client";
import { useTranslator } from "@causeway/i18n/react";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  ListBox,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import {
  AriaLocale,
  Field,
  type FieldControlVariantProps,
  type FieldErrorMessage,
  fieldControlVariants,
  fieldRootClass,
} from "../Field";
import { ListPopover } from "../Select";
import { Spinner } from "../Spinner";

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, "className" | "children">,
    FieldControlVariantProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Options are being fetched: a spinner shows in the field and in the list. */
  isLoading?: boolean;
  /** Override the dictionary's "Loading options…" and "No results". */
  loadingLabel?: string;
  emptyLabel?: string;
  /** SelectItem elements, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  showOptional?: boolean;
  className?: string;
}

/**
 * A text input with a list of suggestions. For options fetched as the user types, control
 * `items`, `inputValue` / `onInputChange` and `isLoading`; the list is then shown as given
 * (no filtering of its own) and says "Loading options…" or "No results" while it is empty.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  isLoading = false,
  loadingLabel,
  emptyLabel,
  children,
  showOptional,
  className,
  validationBehavior = "aria",
  allowsEmptyCollection = true,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useTranslator();
  const loading = loadingLabel ?? t("ui.combobox.loading");
  return (
    <AriaLocale>
      <AriaComboBox
        data-slot="combobox"
        data-size={size ?? "md"}
        data-loading={isLoading || undefined}
        className={cn(fieldRootClass, className)}
        validationBehavior={validationBehavior}
        allowsEmptyCollection={allowsEmptyCollection}
        {...props}
      >
        <Field
          label={label}
          description={description}
          errorMessage={errorMessage}
          isRequired={props.isRequired}
          showOptional={showOptional}
        >
          <Group
            data-slot="combobox-group"
            className={cn(
              fieldControlVariants({ size, padded: false }),
              "cw:flex cw:items-center cw:overflow-hidden cw:data-[focus-within]:border-primary cw:data-[focus-within]:ring-2 cw:data-[focus-within]:ring-focus/40",
              "cw:group-data-[invalid]:border-danger",
            )}
          >
            <Input
              data-slot="combobox-input"
              placeholder={placeholder}
              className="cw:h-full cw:min-w-0 cw:flex-1 cw:bg-transparent cw:px-3 cw:text-fg cw:outline-none cw:placeholder:text-fg-subtle"
            />
            {isLoading ? <Spinner size="sm" tone="muted" label={loading} /> : null}
            <Button
              aria-label={t("ui.combobox.show_options")}
              className="cw:flex cw:h-full cw:w-9 cw:shrink-0 cw:cursor-pointer cw:items-center cw:justify-center cw:text-fg-muted cw:outline-none cw:data-[hovered]:text-fg cw:data-[disabled]:cursor-not-allowed"
            >
              <ChevronDown aria-hidden size={16} />
            </Button>
          </Group>
          <ListPopover>
            <ListBox
              data-slot="combobox-list"
              className="cw:outline-none"
              renderEmptyState={() => (
                <div className="cw:flex cw:items-center cw:gap-2 cw:px-2 cw:py-1.5 cw:text-sm cw:text-fg-muted">
                  {isLoading ? (
                    <>
                      <Spinner size="sm" decorative />
                      {loading}
                    </>
                  ) : (
                    (emptyLabel ?? t("ui.combobox.empty"))
                  )}
                </div>
              )}
            >
              {children}
            </ListBox>
          </ListPopover>
        </Field>
      </AriaComboBox>
    </AriaLocale>
  );
}
