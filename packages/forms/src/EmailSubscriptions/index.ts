"use client";
export { EmailSubscriptionsForm, type EmailSubscriptionsFormProps } from "./EmailSubscriptionsForm";
export {
  type AccessProblem,
  accessLink,
  accessProblem,
  allOff,
  type EmailSubscription,
  emailTypeKeys,
  emailTypeText,
  noneSubscribed,
  readableEmailType,
  type SubscriptionAccess,
  sameSubscriptions,
  withSubscribed,
} from "./email-subscriptions";
export {
  UnsubscribeConfirmation,
  type UnsubscribeConfirmationProps,
} from "./UnsubscribeConfirmation";
export { isUsableLink, parseUnsubscribeLink, type UnsubscribeLink } from "./unsubscribe-link";
