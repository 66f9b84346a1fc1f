export * from "./errors";
export * from "./languages";
