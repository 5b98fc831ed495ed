import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormAlert } from "@/components/ui/form-alert";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ sent?: string; error?: string }> };

const ERRORS = ["required", "tooManyAttachments", "attachmentTooLarge", "attachmentType", "rateLimited", "deliveryFailed"] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "legal.contact" });
  return { title: t("title") };
}

const field = "rounded-md border border-zinc-300 bg-white px-3 py-2 text-base dark:border-zinc-700 dark:bg-zinc-900";

export default async function ContactPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { sent, error } = await searchParams;
  const t = await getTranslations("legal.contact");
  const known = ERRORS.find((code) => code === error);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10 md:px-8">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{t("intro")}</p>
      {sent ? <FormAlert tone="success" message={t("sent", { email: sent })} /> : null}
      {known ? <FormAlert tone="error" message={t(`errors.${known}`)} /> : null}
      <form action="/api/contact" method="post" encType="multipart/form-data" className="flex flex-col gap-4">
        <input type="hidden" name="locale" value={locale} />
        <label className="flex flex-col gap-1">
          <span>{t("name")}</span>
          <input name="name" required maxLength={200} autoComplete="name" className={field} />
        </label>
        <label className="flex flex-col gap-1">
          <span>{t("email")}</span>
          <input name="email" type="email" required maxLength={320} autoComplete="email" className={field} />
        </label>
        <label className="flex flex-col gap-1">
          <span>{t("subject")}</span>
          <input name="subject" maxLength={300} className={field} />
        </label>
        <label className="flex flex-col gap-1">
          <span>{t("body")}</span>
          <textarea name="body" required rows={6} maxLength={10000} className={field} />
        </label>
        <label className="flex flex-col gap-1">
          <span>{t("attachments")}</span>
          <input name="attachments" type="file" multiple accept="image/jpeg,image/png,image/gif,image/webp,application/pdf" className="text-base" />
        </label>
        {/* Robots fill every field; people never see this one. */}
        <label className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
          <span>{t("website")}</span>
          <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
        <button type="submit" className="self-start rounded-md bg-zinc-900 px-5 py-2.5 text-base font-medium text-white dark:bg-zinc-100 dark:text-zinc-900">
          {t("send")}
        </button>
      </form>
    </main>
  );
}
