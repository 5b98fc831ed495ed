import { getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/contact/contact-form";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { storePageContext } from "@/lib/server/stores/store-page-context";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("legal.contact");

/** The contact form inside the admin panel, filled in with the signed-in user and the store. */
export default async function AdminContactPage({ params }: Props) {
  const { ctx, store, locale } = await storePageContext(params);
  const t = await getTranslations("legal.contact");
  const { actor } = ctx;
  return (
    <main id="main" className="flex max-w-xl flex-col gap-4 px-4 py-6 md:px-8">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{t("intro")}</p>
      <ContactForm
        locale={locale}
        defaults={{
          name: [actor.firstName, actor.lastName].filter(Boolean).join(" "),
          email: actor.email,
          subject: t("storeSubject", { store: store.name, url: store.urlKey }),
        }}
      />
    </main>
  );
}
