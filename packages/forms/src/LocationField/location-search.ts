// Pure helpers of the LocationField: what to ask GET /api/v1/city for, and the places to list.

export interface Place {
  place_id: string;
  formatted_address: string;
}

/**
 * The search text for what is in the box: trimmed, inner spaces collapsed; "" (no search) when
 * empty or when the box shows the place already chosen.
 */
export function locationSearchTerm(text: string, chosen: Place | null): string {
  const term = text.trim().replace(/\s+/g, " ");
  if (term === "" || (chosen && term === chosen.formatted_address.trim())) return "";
  return term;
}

/** The places to list: one per place id, without blank ones, in the server's order. */
export function placeOptions(places: readonly Place[] | undefined): Place[] {
  const seen = new Set<string>();
  const out: Place[] = [];
  for (const place of places ?? []) {
    if (place.place_id.trim() === "" || place.formatted_address.trim() === "") continue;
    if (seen.has(place.place_id)) continue;
    seen.add(place.place_id);
    out.push(place);
  }
  return out;
}
