// What a campaign card says of a campaign, apart from the campaign schemas (zod) so a card in a
// list does not load them.
import { CARD_DESCRIPTION } from "./constants";
import { excerptOf } from "./html-text";

/** A campaign card's description (001 §9): the story's text cut to 55 characters, with "…". */
export function cardDescription(content: string): string {
  return excerptOf(content, CARD_DESCRIPTION);
}
