import { notFound } from "next/navigation";
import { ReceivedMessagesList } from "@/components/admin/settings/messages/received-messages-list";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { listReceivedMessages } from "@/lib/server/contact/received-messages";
import { storePageContext } from "@/lib/server/stores/store-page-context";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("legal.received");

/** What people wrote through the contact form, for the platform administrator. */
export default async function ReceivedMessagesPage({ params }: Props) {
  const { ctx } = await storePageContext(params);
  if (ctx.actor.role !== "administrator") notFound();
  return <ReceivedMessagesList messages={await listReceivedMessages(ctx)} />;
}
