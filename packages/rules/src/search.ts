// What a search looks for (000 §2 search overlay and /search, 001 §7 GET /api/v2/search and
// /api/v1/search): the words typed, each of which must be found. Any run of white space (two
// spaces, a tab, a no-break space) is one gap between words, so "maria  petrova" searches as
// "maria petrova"; a person may be looked for by their @username. One rule for the header's
// search, the /search page and the server.

/** The most characters of words a search takes; the page cuts longer ones, the server refuses them. */
export const SEARCH_WORDS_MAX = 200;

/** The typed text as a search says it: each run of white space one space, none at either end. */
export function normaliseSearchText(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

/**
 * The words of a search, each to be found, in the order typed: split at white space, a leading
 * "@" (a username as profiles show it) dropped from a word that has more after it.
 */
export function searchWords(text: string): string[] {
  const normalised = normaliseSearchText(text);
  if (!normalised) return [];
  return normalised.split(" ").map((word) => word.replace(/^@+(?=.)/u, ""));
}
