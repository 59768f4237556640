"use client";
import { useTranslator } from "@causeway/i18n/react";
import { type BirthdayParts, birthdayProblem } from "@causeway/rules";
import { Select, SelectItem, WIDGET_ROOT } from "@causeway/ui";
import { useId, useMemo } from "react";
import { birthdayChoices } from "./signup-form";

export interface BirthdayFieldProps {
  value: BirthdayParts;
  onChange: (value: BirthdayParts) => void;
  /** The id of the first control (day), for the error summary. */
  id?: string;
  /** A message from outside (the server's); otherwise a date that does not exist is said here. */
  errorMessage?: string;
  isDisabled?: boolean;
}

type Part = keyof BirthdayParts;

/**
 * Day, month and year as three lists; an incomplete date is sent empty (001 §5). A date that does
 * not exist (31 February) is said under the field as soon as all three are chosen, and the
 * forms refuse it: it is never quietly sent as "no birthday".
 */
export function BirthdayField({
  value,
  onChange,
  id,
  errorMessage,
  isDisabled,
}: BirthdayFieldProps) {
  const { t, locale } = useTranslator();
  const choices = useMemo(() => birthdayChoices(), []);
  const errorId = useId();
  const problem = birthdayProblem(value);
  const shown = errorMessage ?? (problem ? t(problem) : undefined);
  const monthName = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
    return (month: number) => format.format(new Date(Date.UTC(2000, month - 1, 1)));
  }, [locale]);
  const list = (part: Part, numbers: number[], label: (n: number) => string, partId?: string) => (
    <Select<{ id: number; name: string }>
      id={partId}
      label={t(`forms.signup.birthday.${part}`)}
      placeholder="—"
      items={numbers.map((n) => ({ id: n, name: label(n) }))}
      selectedKey={value[part] ? Number(value[part]) : null}
      onSelectionChange={(key) => onChange({ ...value, [part]: key === null ? null : Number(key) })}
      isInvalid={Boolean(shown)}
      aria-describedby={shown ? errorId : undefined}
      isDisabled={isDisabled}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
  return (
    <fieldset
      data-slot="birthday-field"
      className={`${WIDGET_ROOT} cw:m-0 cw:flex cw:flex-col cw:gap-2 cw:border-0 cw:p-0`}
    >
      <legend className="cw:mb-2 cw:font-medium cw:text-fg cw:text-sm">
        {t("forms.signup.birthday.label")}{" "}
        <span className="cw:font-normal cw:text-fg-muted">{t("ui.field.optional")}</span>
      </legend>
      <div className="cw:grid cw:grid-cols-[5rem_1fr_6rem] cw:gap-2">
        {list("day", choices.days, String, id)}
        {list("month", choices.months, monthName)}
        {list("year", choices.years, String)}
      </div>
      {shown ? (
        <p id={errorId} className="cw:font-medium cw:text-danger cw:text-xs">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
