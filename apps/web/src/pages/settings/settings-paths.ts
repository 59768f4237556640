// The settings area's fixed addresses, apart from settings-links.ts so the route table (in every
// page's first load) does not pull the settings forms' rules with them.

/** Where /settings leads (000 §2). */
export const GENERAL_SETTINGS = "/settings/general";
/** Where a member manages every e-mail subscription. */
export const SUBSCRIPTION_SETTINGS = "/settings/subscriptions";
