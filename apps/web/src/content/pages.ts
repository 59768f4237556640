// Which content pages the site has (000 §2) and the facts about them that are the same in every
// language; their text is in ./<locale>/<page>.md (format.ts).

/** The content pages, each at /<id>, each with a file ./<locale>/<id>.md in every language. */
export const CONTENT_PAGES = [
  "about",
  "how-to-start",
  "campaign-tips",
  "rocket-fundraising",
  "fundraisers",
  "corporate-giving",
  "nonprofit-giving",
  "products",
  "medical-landing",
  "covid-landing",
  "donor-protection",
  "payment-warranty",
  "certificate",
  "statement",
  "terms",
  "privacy",
  "cookies",
  "contact",
  "suggest-registration",
] as const;

export type ContentPageId = (typeof CONTENT_PAGES)[number];

/** The file holding the success stories: its `index` document and one document per story. */
export const SUCCESS_STORIES_FILE = "success-stories";

export interface SuccessStory {
  /** The story's id: its document's id and its path, /success-stories/<id>. */
  id: string;
  /** The campaign of the demo world the story tells, when it is one (its slug). */
  campaign?: string;
}

/**
 * The twelve success stories, in the order the list shows them: the demo world's finished and
 * successful campaigns first (linked to their pages), then campaigns of the kinds Causeway hosts.
 */
export const SUCCESS_STORIES: readonly SuccessStory[] = [
  { id: "lodz-youth-football", campaign: "lodz-youth-football" },
  { id: "flood-relief-tarifa", campaign: "flood-relief-tarifa" },
  { id: "hip-surgery-plovdiv" },
  { id: "school-bus-maramures" },
  { id: "animal-rescue-thessaloniki" },
  { id: "wheelchair-van-debrecen" },
  { id: "bakery-after-fire-porto" },
  { id: "rehabilitation-lviv" },
  { id: "theatre-roof-leipzig" },
  { id: "cancer-treatment-izmir" },
  { id: "food-bank-napoli" },
  { id: "guide-dog-lyon" },
];

export const isSuccessStory = (id: string): boolean =>
  SUCCESS_STORIES.some((story) => story.id === id);
