import "server-only";
import type { Db } from "../../db/types";
import { CONTACT_DELIVERY_WAIT_MS, type ContactOutcome } from "../../domain/contact";
import { jobWorkerRunning, wakeJobWorker } from "../jobs/run-worker";
import { contactMessageDelivery } from "./messages";
import { systemClock } from "../context";

const POLL_MS = 150;

/**
 * The first delivery attempt's outcome when this process runs the job worker, waited for at most
 * `timeoutMs`; "pending" when another process delivers or the attempt takes longer.
 */
export async function settledDelivery(db: Db, messageId: number, timeoutMs = CONTACT_DELIVERY_WAIT_MS): Promise<ContactOutcome> {
  if (!jobWorkerRunning()) return "pending";
  wakeJobWorker();
  const deadline = systemClock.now().getTime() + timeoutMs;
  for (;;) {
    const delivery = await contactMessageDelivery(db, messageId);
    if (delivery === "sent" || delivery === "failed") return delivery;
    if (systemClock.now().getTime() >= deadline) return "pending";
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
