"use client";
// What several widgets share: the error summary and moving focus to a field, the discard
// question, a debounced value and text folded for search.
export { DiscardDialog, type DiscardDialogProps } from "./DiscardDialog";
export { ErrorSummary, type ErrorSummaryItem } from "./ErrorSummary";
export { fieldId, focusField } from "./focus-field";
export { foldText } from "./fold-text";
export { useDebounced } from "./useDebounced";
export { type DiscardQuestionOptions, useDiscardQuestion } from "./useDiscardQuestion";
