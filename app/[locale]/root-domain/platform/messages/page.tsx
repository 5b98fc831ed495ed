import { MessageStateFilter } from "@/components/platform/messages/message-state-filter";
import { isMessageState, messageStateCounts } from "@/lib/server/platform/message-state-counts";
import { ReceivedMessagesList } from "@/components/platform/messages/received-messages-list";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { listReceivedMessages } from "@/lib/server/contact/received-messages";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { platformPageContext } from "@/lib/server/platform/platform-context";
import { replyToMessageAction, setMessageStateAction } from "./actions";

export const generateMetadata = titleMetadata("legal.received");

type Props = { searchParams: Promise<{ state?: string }> };

/** What people wrote through the contact form, filed by state, for the platform administrator. */
export default async function ReceivedMessagesPage({ searchParams }: Props) {
  const [ctx, query] = await Promise.all([platformPageContext(), searchParams]);
  const state = isMessageState(query.state) ? query.state : null;
  const [messages, counts] = await Promise.all([listReceivedMessages(ctx, state), messageStateCounts(ctx)]);
  return (
    <ReceivedMessagesList
      filter={<MessageStateFilter current={state} counts={counts} />}
      messages={messages}
      timeZone={consoleTimeZone(ctx.actor).zone}
      actions={{ reply: replyToMessageAction, setState: setMessageStateAction }}
    />
  );
}
