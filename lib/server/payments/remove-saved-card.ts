import "server-only";
import type { StoreContext } from "../context";
import { COMPANY_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { cardPaymentProvider } from "./card-payment-provider";
import { forgetSavedCard } from "./forget-saved-card";

/** "Remove card": Carta forgets the company's saved card, renewals by it stop, and the configured acquirer lets it go. */
export const removeSavedCard = storeFunction(COMPANY_OF_INPUT, (ctx: StoreContext) => forgetSavedCard(ctx, cardPaymentProvider()));
