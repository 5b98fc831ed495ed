import "server-only";
import type { JobHandler } from "../../jobs/job-worker";
import { ANALYTICS_RETENTION_JOB, analyticsRetentionJob } from "../analytics/analytics-retention-job";
import { BILLING_NOTICES_JOB, billingNoticesJob } from "../billing/billing-notices-job";
import { billingNoticeMailJob } from "../billing/billing-notice-mail-job";
import { CARD_RENEWAL_JOB, cardRenewalJob } from "../billing/card-renewal-job";
import { BILLING_NOTICE_MAIL_JOB } from "../billing/record-billing-notice";
import { CONTACT_SWEEP_JOB, contactSweepJob } from "../contact/contact-sweep-job";
import { confirmContactMessage, deliverContactMessage } from "../contact/deliver";
import { CONTACT_CONFIRM_JOB, CONTACT_MAIL_JOB } from "../contact/messages";
import { MENU_EXPORT_JOB, runMenuExportJob } from "../export/export-job";
import { MENU_IMPORT_JOB, runMenuImportJob } from "../imports/import-job";
import { CONTACT_REPLY_JOB, deliverContactReply } from "../platform/contact-reply-job";
import { DOMAIN_RECHECK_JOB, recheckCustomDomains } from "../stores/recheck-custom-domains-job";
import { TRANSLATE_TEXT_JOB, translateTextJob } from "../translations/translate-text-job";

/** Every kind of background job and what runs it; a worker takes only the kinds listed here. */
export function jobHandlers(): Record<string, JobHandler> {
  return {
    [MENU_EXPORT_JOB]: runMenuExportJob,
    [MENU_IMPORT_JOB]: runMenuImportJob,
    [TRANSLATE_TEXT_JOB]: translateTextJob(),
    [CONTACT_MAIL_JOB]: deliverContactMessage,
    [CONTACT_CONFIRM_JOB]: confirmContactMessage,
    [CONTACT_REPLY_JOB]: deliverContactReply,
    [DOMAIN_RECHECK_JOB]: recheckCustomDomains,
    [CONTACT_SWEEP_JOB]: contactSweepJob,
    [BILLING_NOTICES_JOB]: billingNoticesJob,
    [BILLING_NOTICE_MAIL_JOB]: billingNoticeMailJob,
    [CARD_RENEWAL_JOB]: cardRenewalJob(),
    [ANALYTICS_RETENTION_JOB]: analyticsRetentionJob,
  };
}
