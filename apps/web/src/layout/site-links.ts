import { HELP_CENTRE_URL } from "../pages/errors/NotFoundPage";

export { HELP_CENTRE_URL };

/** Causeway's page on a social network (the footer's "social page", 000 §2). */
export const SOCIAL_PAGE_URL = "https://www.facebook.com/causeway";
