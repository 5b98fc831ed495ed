CREATE TYPE "public"."contact_delivery" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."legal_kind" AS ENUM('offer', 'privacy');--> statement-breakpoint
CREATE TABLE "contact_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"locale" text NOT NULL,
	"sender_address" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"delivery" "contact_delivery" DEFAULT 'pending' NOT NULL,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "legal_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer,
	"locale" text NOT NULL,
	"offer_version" integer NOT NULL,
	"privacy_version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "legal_kind" NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_attachments" ADD CONSTRAINT "contact_attachments_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_consents" ADD CONSTRAINT "legal_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_attachments_message_id_idx" ON "contact_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "contact_messages_email_created_idx" ON "contact_messages" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_address_created_idx" ON "contact_messages" USING btree ("sender_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_kind_locale_version_key" ON "legal_documents" USING btree ("kind","locale","version");--> statement-breakpoint
-- Placeholders until the platform administrator publishes the real texts.
INSERT INTO "legal_documents" ("kind", "locale", "version", "title", "body") VALUES
  ('offer', 'ru', 1, 'Публичная оферта', '# Публичная оферта

**Это временный текст-заглушка. Настоящий текст документа ещё не опубликован; администратор платформы заменит его в панели управления.**
'),
  ('offer', 'en', 1, 'Public offer', '# Public offer

**This is placeholder text. The real document has not been published yet; the platform administrator will replace it in the admin panel.**
'),
  ('offer', 'zh', 1, '公开要约', '# 公开要约

**这是占位文本。正式文件尚未发布；平台管理员将在管理面板中替换它。**
'),
  ('privacy', 'ru', 1, 'Политика конфиденциальности', '# Политика конфиденциальности

**Это временный текст-заглушка. Настоящий текст документа ещё не опубликован; администратор платформы заменит его в панели управления.**
'),
  ('privacy', 'en', 1, 'Privacy policy', '# Privacy policy

**This is placeholder text. The real document has not been published yet; the platform administrator will replace it in the admin panel.**
'),
  ('privacy', 'zh', 1, '隐私政策', '# 隐私政策

**这是占位文本。正式文件尚未发布；平台管理员将在管理面板中替换它。**
');
