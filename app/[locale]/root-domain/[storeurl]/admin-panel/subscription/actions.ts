"use server";

import { ZPlanChange, ZSaveBillingInfo, ZSubscriptionCancel } from "@/lib/schemas/billing";
import { ZCardPayment, ZCardRenewal, ZSavedCardRemoval } from "@/lib/schemas/card-payment";
import { storeAction } from "@/lib/server/auth/action";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import { activateSubscription } from "@/lib/server/subscriptions/activate-subscription";
import { addSubscription } from "@/lib/server/subscriptions/add-subscription";
import { cancelSubscription } from "@/lib/server/subscriptions/cancel-subscription";
import { removeSavedCard } from "@/lib/server/payments/remove-saved-card";
import { setCardRenewal } from "@/lib/server/payments/set-card-renewal";
import { startCardPayment } from "@/lib/server/payments/start-card-payment";

export const addSubscriptionAction = storeAction(ZPlanChange, addSubscription);
export const activateSubscriptionAction = storeAction(ZPlanChange, activateSubscription);
export const saveBillingInfoAction = storeAction(ZSaveBillingInfo, saveBillingInfo);
export const cancelSubscriptionAction = storeAction(ZSubscriptionCancel, cancelSubscription);
export const startCardPaymentAction = storeAction(ZCardPayment, startCardPayment);
export const setCardRenewalAction = storeAction(ZCardRenewal, setCardRenewal);
export const removeSavedCardAction = storeAction(ZSavedCardRemoval, removeSavedCard);
