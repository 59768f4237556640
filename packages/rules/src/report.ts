// The report form (001 §5): an option is required; a name when the user has no full name; a valid
// e-mail for anonymous visitors; a description.

export const REPORT_MESSAGE = {
  noOption: "report.validator.no_option_selected",
  name: "report.validator.name_empty",
  email: "report.validator.email_empty",
  description: "report.validator.description_empty",
} as const;

export interface ReportValues {
  type: number | null;
  name: string;
  email: string;
  description: string;
}

export interface Reporter {
  /** Logged in: a user (anonymous visitors are not). */
  isLoggedIn: boolean;
  /** The user has a full name on the profile. */
  hasFullName: boolean;
}

export type ReportErrors = Partial<Record<keyof ReportValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

/** Which fields the form shows: name without a full name, e-mail for anonymous visitors. */
export function reportFields(reporter: Reporter): { name: boolean; email: boolean } {
  return { name: !reporter.hasFullName, email: !reporter.isLoggedIn };
}

export function validateReport(values: ReportValues, reporter: Reporter): ReportErrors {
  const errors: ReportErrors = {};
  const shown = reportFields(reporter);
  if (!values.type) errors.type = REPORT_MESSAGE.noOption;
  if (shown.name && values.name.trim() === "") errors.name = REPORT_MESSAGE.name;
  if (shown.email && !isEmail(values.email)) errors.email = REPORT_MESSAGE.email;
  if (values.description.trim() === "") errors.description = REPORT_MESSAGE.description;
  return errors;
}
