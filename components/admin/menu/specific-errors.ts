/** Errors the form shows as they are; anything else becomes the operation's own failure message. */
export const SPECIFIC_ERRORS = new Set([
  "staleVersion",
  "scheduleParent",
  "selectAtLeastOne",
  "priceZero",
  "weightZero",
  "priceAndWeightRequired",
  "invalidValue",
  "stringEmpty",
  "required",
  "unauthorized",
  "deleteCategoryFailed",
]);
