/**
 * The schema.org properties our structured data may use, per type (each type's own and those it inherits,
 * as schema.org defines them), and the types a property's value may have.
 */
const THING = ["name", "description", "url", "image", "sameAs", "identifier", "alternateName"];
const ORGANIZATION = [...THING, "address", "telephone", "email", "logo"];
const PLACE = [...THING, "address", "telephone", "openingHoursSpecification", "geo", "logo"];
const LOCAL_BUSINESS = [...ORGANIZATION, ...PLACE, "priceRange", "openingHours", "currenciesAccepted", "paymentAccepted"];
const FOOD_ESTABLISHMENT = [...LOCAL_BUSINESS, "hasMenu", "servesCuisine", "acceptsReservations", "starRating"];
const CREATIVE_WORK = [...THING, "inLanguage", "author", "dateModified"];

export const SCHEMA_ORG_PROPERTIES: Record<string, readonly string[]> = {
  Restaurant: ["@context", ...FOOD_ESTABLISHMENT],
  PostalAddress: [...THING, "streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
  OpeningHoursSpecification: [...THING, "dayOfWeek", "opens", "closes", "validFrom", "validThrough"],
  Menu: [...CREATIVE_WORK, "hasMenuSection", "hasMenuItem"],
  MenuSection: [...CREATIVE_WORK, "hasMenuSection", "hasMenuItem"],
  MenuItem: [...THING, "offers", "nutrition", "suitableForDiet", "menuAddOn"],
  Offer: [...THING, "price", "priceCurrency", "availability", "eligibleQuantity"],
  NutritionInformation: ["calories", "fatContent", "proteinContent"],
};

/** Which types a property's object value may be. */
export const SCHEMA_ORG_RANGES: Record<string, readonly string[]> = {
  address: ["PostalAddress"],
  openingHoursSpecification: ["OpeningHoursSpecification"],
  hasMenu: ["Menu"],
  hasMenuSection: ["MenuSection"],
  hasMenuItem: ["MenuItem"],
  offers: ["Offer"],
  nutrition: ["NutritionInformation"],
};

/** Every place where `data` uses a property its type does not have, or a value of the wrong type. */
export function schemaOrgProblems(data: unknown, path = "$"): string[] {
  if (Array.isArray(data)) return data.flatMap((entry, index) => schemaOrgProblems(entry, `${path}[${index}]`));
  if (data === null || typeof data !== "object") return [];
  const object = data as Record<string, unknown>;
  const type = object["@type"];
  if (typeof type !== "string") return [`${path}: no @type`];
  const allowed = SCHEMA_ORG_PROPERTIES[type];
  if (!allowed) return [`${path}: unknown type ${type}`];
  return Object.entries(object).flatMap(([key, value]) => {
    if (key === "@type") return [];
    if (!allowed.includes(key)) return [`${path}: ${type} has no property ${key}`];
    const range = SCHEMA_ORG_RANGES[key];
    const values = Array.isArray(value) ? value : [value];
    const objects = values.filter((entry) => entry !== null && typeof entry === "object");
    if (range && objects.some((entry) => !range.includes((entry as { "@type"?: string })["@type"] ?? ""))) {
      return [`${path}.${key}: expected ${range.join(" or ")}`];
    }
    if (!range && objects.length > 0) return [`${path}.${key}: a text, not an object`];
    return schemaOrgProblems(value, `${path}.${key}`);
  });
}
