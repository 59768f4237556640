"use client";
export {
  USERNAME_CHECK_DEBOUNCE_MS,
  UsernameField,
  type UsernameFieldProps,
} from "./UsernameField";
export {
  USERNAME_FIELD_MESSAGE,
  type UsernameFieldStatus,
  usernameBlocker,
  usernameError,
  usernameFieldStatus,
} from "./username-status";
