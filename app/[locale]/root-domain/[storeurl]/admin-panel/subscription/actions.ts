"use server";

import { ZPlanChange, ZSaveBillingInfo, ZSubscriptionCancel } from "@/lib/schemas/billing";
import { ZCardPayment } from "@/lib/schemas/card-payment";
import { storeAction } from "@/lib/server/auth/action";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import { activateSubscription } from "@/lib/server/subscriptions/activate-subscription";
import { addSubscription } from "@/lib/server/subscriptions/add-subscription";
import { cancelSubscription } from "@/lib/server/subscriptions/cancel-subscription";
import { startCardPayment } from "@/lib/server/payments/start-card-payment";

export const addSubscriptionAction = storeAction(ZPlanChange, addSubscription);
export const activateSubscriptionAction = storeAction(ZPlanChange, activateSubscription);
export const saveBillingInfoAction = storeAction(ZSaveBillingInfo, saveBillingInfo);
export const cancelSubscriptionAction = storeAction(ZSubscriptionCancel, cancelSubscription);
export const startCardPaymentAction = storeAction(ZCardPayment, startCardPayment);
