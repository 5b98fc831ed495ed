import { ReceivedMessagesList } from "@/components/platform/messages/received-messages-list";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { listReceivedMessages } from "@/lib/server/contact/received-messages";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { platformPageContext } from "@/lib/server/platform/platform-context";
import { replyToMessageAction, setMessageStateAction } from "./actions";

export const generateMetadata = titleMetadata("legal.received");

/** What people wrote through the contact form, for the platform administrator. */
export default async function ReceivedMessagesPage() {
  const ctx = await platformPageContext();
  return <ReceivedMessagesList messages={await listReceivedMessages(ctx)} timeZone={consoleTimeZone().zone} actions={{ reply: replyToMessageAction, setState: setMessageStateAction }} />;
}
