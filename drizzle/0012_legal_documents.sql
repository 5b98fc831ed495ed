ALTER TABLE "legal_documents" ALTER COLUMN "kind" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_kind_check" CHECK (kind in ('offer', 'privacy-policy', 'privacy', 'service-contacts', 'user-agreement'));--> statement-breakpoint
DROP TYPE "public"."legal_kind";--> statement-breakpoint
-- The privacy policy is served at /privacy-policy; /privacy is the consent to personal data processing.
UPDATE "legal_documents" SET "kind" = 'privacy-policy' WHERE "kind" = 'privacy';--> statement-breakpoint
-- Placeholders until the platform administrator publishes the real texts.
INSERT INTO "legal_documents" ("kind", "locale", "version", "title", "body") VALUES
  ('privacy', 'ru', 1, 'Согласие на обработку персональных данных', '# Согласие на обработку персональных данных

**Это временный текст-заглушка. Настоящий текст документа ещё не опубликован; администратор платформы заменит его в панели управления.**
'),
  ('privacy', 'en', 1, 'Consent to personal data processing', '# Consent to personal data processing

**This is placeholder text. The real document has not been published yet; the platform administrator will replace it in the admin panel.**
'),
  ('privacy', 'zh', 1, '个人数据处理同意书', '# 个人数据处理同意书

**这是占位文本。正式文件尚未发布；平台管理员将在管理面板中替换它。**
'),
  ('service-contacts', 'ru', 1, 'Контакты сервиса', '# Контакты сервиса

**Это временный текст-заглушка. Настоящий текст документа ещё не опубликован; администратор платформы заменит его в панели управления.**

Напишите нам через [форму обратной связи](/ru/contact).
'),
  ('service-contacts', 'en', 1, 'Service contacts', '# Service contacts

**This is placeholder text. The real document has not been published yet; the platform administrator will replace it in the admin panel.**

Write to us through the [contact form](/en/contact).
'),
  ('service-contacts', 'zh', 1, '服务联系方式', '# 服务联系方式

**这是占位文本。正式文件尚未发布；平台管理员将在管理面板中替换它。**

请通过[联系表单](/zh/contact)给我们留言。
'),
  ('user-agreement', 'ru', 1, 'Пользовательское соглашение', '# Пользовательское соглашение

**Это временный текст-заглушка. Настоящий текст документа ещё не опубликован; администратор платформы заменит его в панели управления.**
'),
  ('user-agreement', 'en', 1, 'User agreement', '# User agreement

**This is placeholder text. The real document has not been published yet; the platform administrator will replace it in the admin panel.**
'),
  ('user-agreement', 'zh', 1, '用户协议', '# 用户协议

**这是占位文本。正式文件尚未发布；平台管理员将在管理面板中替换它。**
');
