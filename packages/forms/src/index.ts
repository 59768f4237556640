// @causeway/forms: Causeway's domain rules and, as they land, the widgets built on them.
export * from "./rules";
