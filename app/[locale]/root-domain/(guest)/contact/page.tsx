import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContactForm } from "@/components/contact/contact-form";
import { CONTACT_ERRORS } from "@/lib/domain/contact";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ sent?: string; kept?: string; error?: string }> };

export const generateMetadata = titleMetadata("legal.contact");

export default async function ContactPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { sent, kept, error } = await searchParams;
  const t = await getTranslations("legal.contact");
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10 md:px-8">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{t("intro")}</p>
      <ContactForm locale={locale} initial={{ error: CONTACT_ERRORS.find((code) => code === error), sent, kept }} />
    </main>
  );
}
