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
              "flex items-center overflow-hidden data-[focus-within]:border-primary data-[focus-within]:ring-2 data-[focus-within]:ring-focus/40",
              "group-data-[invalid]:border-danger",
            )}
          >
            <Input
              data-slot="combobox-input"
              placeholder={placeholder}
              className="h-full min-w-0 flex-1 bg-transparent px-3 text-fg outline-none placeholder:text-fg-subtle"
            />
            {isLoading ? <Spinner size="sm" tone="muted" label={loading} /> : null}
            <Button
              aria-label={t("ui.combobox.show_options")}
              className="flex h-full w-9 shrink-0 cursor-pointer items-center justify-center text-fg-muted outline-none data-[hovered]:text-fg data-[disabled]:cursor-not-allowed"
            >
              <ChevronDown aria-hidden size={16} />
            </Button>
          </Group>
          <ListPopover>
            <ListBox
              data-slot="combobox-list"
              className="outline-none"
              renderEmptyState={() => (
                <div className="flex items-center gap-2 px-2 py-1.5 text-sm text-fg-muted">
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
