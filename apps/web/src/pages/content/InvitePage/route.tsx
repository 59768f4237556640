import { contentRoute } from "../ContentPage/route";
import { InvitePage } from "./InvitePage";

const page = contentRoute("suggest-registration");

/** /suggest-registration: the page's text before it renders, its title from the text. */
export const loader = page.loader;

export const Component = InvitePage;

export const handle = page.handle;
