"use client";
import { useTranslator } from "@causeway/i18n/react";
import { ComboBox, cn, SelectItem, WIDGET_ROOT } from "@causeway/ui";
import { type ReactNode, useMemo, useState } from "react";
import { matchesTimeZone, supportedTimeZones, timeZoneOptions } from "./time-zones";

export interface TimezoneFieldProps {
  /** The IANA name, e.g. "Europe/Sofia". */
  value: string | null;
  onChange: (zone: string | null) => void;
  onBlur?: () => void;
  /** The instant the offsets are given for (summer and winter differ); now by default. */
  at?: Date;
  /** The zones offered; every zone Intl knows by default. */
  zones?: readonly string[];
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/**
 * A searchable list of the IANA time zones, each labelled with its UTC offset as Intl writes it in
 * the user's language, ordered by offset. Typing filters by place ("sofia", "new york") or by
 * offset ("+2", "utc-5"). The value is the IANA name.
 */
export function TimezoneField({
  value,
  onChange,
  onBlur,
  at,
  zones,
  label,
  description,
  errorMessage,
  isDisabled,
  isRequired,
  id,
  name,
  className,
}: TimezoneFieldProps) {
  const { t, locale } = useTranslator();
  const time = at?.getTime();
  const options = useMemo(() => {
    const list = zones ?? supportedTimeZones();
    // A stored zone the browser does not list (an old alias) is still shown.
    return timeZoneOptions(
      value && !list.includes(value) ? [...list, value] : list,
      locale,
      time === undefined ? new Date() : new Date(time),
    );
  }, [zones, value, locale, time]);
  const selected = options.find((o) => o.id === value) ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? selected?.label ?? "";
  const query = typed === null || typed === selected?.label ? "" : typed;
  const items = useMemo(() => options.filter((o) => matchesTimeZone(o, query)), [options, query]);

  return (
    <ComboBox
      id={id}
      name={name}
      className={cn(WIDGET_ROOT, className)}
      label={label ?? t("forms.timezone.label")}
      description={description ?? t("forms.timezone.description")}
      errorMessage={errorMessage}
      isInvalid={errorMessage !== undefined}
      isDisabled={isDisabled}
      isRequired={isRequired}
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setTyped(next);
        if (selected && next.trim() === "") onChange(null);
      }}
      selectedKey={value}
      onSelectionChange={(key) => {
        setTyped(null);
        if (typeof key === "string" && key !== value) onChange(key);
      }}
      onBlur={() => {
        setTyped(null);
        onBlur?.();
      }}
    >
      {(option) => (
        <SelectItem id={option.id} textValue={option.label}>
          <span className="cw:tabular-nums cw:text-fg-muted">{option.offset}</span>
          {` · ${option.name}`}
        </SelectItem>
      )}
    </ComboBox>
  );
}
