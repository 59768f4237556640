export * from "./auth";
export * from "./bank-account";
export * from "./field-errors";
export * from "./fields";
export * from "./post";
export * from "./report";
export * from "./signup";
export * from "./withdrawal";
