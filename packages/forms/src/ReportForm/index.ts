"use client";
export { ReportForm, type ReportFormProps, type ReportTarget } from "./ReportForm";
export { REPORT_FIELD_ORDER, reportErrors, toReportPayload } from "./report-form";
