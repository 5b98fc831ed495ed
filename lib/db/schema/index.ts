export * from "./enums";
export * from "./companies";
export * from "./stores";
export * from "./users";
export * from "./menu";
export * from "./promotions";
export * from "./auth";
