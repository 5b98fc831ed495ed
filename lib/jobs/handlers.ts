// Every job kind of the application registers its handler here, so that the web server's worker
// and `npm run worker` run the same kinds.
import { confirmContactMessage, deliverContactMessage } from "../server/contact/deliver";
import { CONTACT_CONFIRM_JOB, CONTACT_MAIL_JOB } from "../server/contact/messages";
import { registerJobHandler } from "./registry";

export function registerJobHandlers(): void {
  registerJobHandler(CONTACT_MAIL_JOB, deliverContactMessage);
  registerJobHandler(CONTACT_CONFIRM_JOB, confirmContactMessage);
}
