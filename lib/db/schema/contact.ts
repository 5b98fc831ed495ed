import { customType, index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { companies } from "./companies";
import { users } from "./users";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const contactDelivery = pgEnum("contact_delivery", ["pending", "sent", "failed"]);

/** Where a message stands in the console's inbox. */
export const contactMessageState = pgEnum("contact_message_state", ["new", "answered", "closed"]);

/** A message sent through the contact form; stored before it is mailed to CONTACT_EMAIL. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull().default(""),
    body: text().notNull(),
    locale: text().notNull(),
    senderAddress: text("sender_address").notNull().default(""),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    delivery: contactDelivery().notNull().default("pending"),
    jobId: integer("job_id"),
    state: contactMessageState().notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [index("contact_messages_email_created_idx").on(table.email, table.createdAt), index("contact_messages_address_created_idx").on(table.senderAddress, table.createdAt)],
);

export const contactAttachments = pgTable(
  "contact_attachments",
  {
    id: id(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer().notNull(),
    /** Where the file lives in the storage (lib/storage); attachments received before it was used keep their bytes in `data`. */
    storageKey: text("storage_key"),
    data: bytea(),
  },
  (table) => [index("contact_attachments_message_id_idx").on(table.messageId)],
);

/** The platform administrator's answer to a contact message, mailed to its sender by a job; its delivery is kept. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: id(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text().notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    delivery: contactDelivery().notNull().default("pending"),
    jobId: integer("job_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [index("contact_replies_message_idx").on(table.messageId)],
);
