CREATE TABLE "analytics_counts" (
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_counts" ADD CONSTRAINT "analytics_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_counts" ADD CONSTRAINT "analytics_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_counts_key" ON "analytics_counts" USING btree ("store_id","day","dimension","key");--> statement-breakpoint
CREATE INDEX "analytics_counts_day_idx" ON "analytics_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_counts_company_id_idx" ON "analytics_counts" USING btree ("company_id");--> statement-breakpoint
-- Hand-written: the seeded placeholder privacy policy (version 1, while no real text replaced it) says what the menu analytics count.
UPDATE "legal_documents" d SET "body" = d."body" || t."section"
FROM (VALUES
  ('en', 'This is placeholder text', '
## Menu analytics

When guests open a venue''s menu, Carta counts for the venue''s owner how often the menu was opened (per day and hour, per table whose QR code was scanned, per language, on a phone or a computer), which dishes and promotions were opened, which filters were used, how often the cart was shown to the waiter, the review link followed or the Wi-Fi card opened, and searches of 3 letters or more that found nothing. Only daily totals per venue are stored, and only for 13 months. No cookie is set for this, and no IP address, device identifier or fingerprint is stored. Guests whose browser sends Do Not Track or Global Privacy Control are not counted.
'),
  ('ru', 'Это временный текст-заглушка', '
## Аналитика меню

Когда гости открывают меню заведения, Carta считает для его владельца, сколько раз открывали меню (по дням и часам, по столам, чей QR-код отсканировали, по языкам, с телефона или компьютера), какие блюда и акции открывали, какими фильтрами пользовались, сколько раз корзину показывали официанту, переходили к отзывам или открывали карточку Wi-Fi, а также поиски от 3 букв, которые ничего не нашли. Хранятся только суммы за день по заведению и только 13 месяцев. Для этого не ставятся cookie и не сохраняются IP-адреса, идентификаторы устройств или отпечатки браузера. Гости, чей браузер передаёт «Не отслеживать» (Do Not Track) или Global Privacy Control, не учитываются.
'),
  ('zh', '这是占位文本', '
## 菜单数据分析

当顾客打开餐厅的菜单时，Carta 为餐厅所有者统计：菜单被打开的次数（按日期和小时、按被扫描二维码的餐桌、按语言、按手机或电脑）、被打开的菜品和优惠活动、使用过的筛选、向服务员展示购物车、点击评价链接或打开 Wi-Fi 卡片的次数，以及至少 3 个字母却没有结果的搜索。只保存每家餐厅每天的合计数，保留 13 个月。为此不设置 Cookie，也不保存 IP 地址、设备标识或浏览器指纹。浏览器发送“请勿跟踪”(Do Not Track) 或全球隐私控制 (GPC) 的顾客不计入统计。
')
) AS t("locale", "marker", "section")
WHERE t."locale" = d."locale"
  AND d."kind" = 'privacy-policy'
  AND d."version" = 1
  AND d."author_id" IS NULL
  AND strpos(d."body", t."marker") > 0
  AND NOT EXISTS (SELECT 1 FROM "legal_documents" l WHERE l."kind" = 'privacy-policy' AND l."locale" = d."locale" AND l."version" > 1);
