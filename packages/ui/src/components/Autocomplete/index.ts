export { Autocomplete, type AutocompleteProps } from "./Autocomplete";
export { type AutocompleteKeyAction, autocompleteKeyAction } from "./autocomplete-keys";
