// A message not read within a while is e-mailed to its receiver (issue 28; the "Messages" type of
// /settings/subscriptions): once per sender and receiver for the messages that waited, in the
// receiver's language, with the signed one-click unsubscribe of RFC 8058. A scheduled job (the
// scheduler runs it at start and hourly, one instance at a time by its lease): a message is told
// of once, `messages.mailed` (migration 0020) set in the transaction that writes the e-mail.
import { isSubscribedTo } from "@causeway/rules";
import type { Deps } from "../context";
import { headerValue, sendMail } from "./mail";
import { mailLocale, notificationMail } from "./mail-messages";
import { notificationMailSettings, unsubscribeUrl } from "./notification-mail";
import type { ScheduledJob } from "./scheduler-job";
import { serverTranslator } from "./translator";

/** How long a message stays unread before its receiver is e-mailed about it. */
export const UNREAD_AFTER_MS = 15 * 60_000;

/** E-mails each receiver of messages unread for UNREAD_AFTER_MS; answers how many e-mails. */
export async function mailUnreadMessages(deps: Deps, now = new Date()): Promise<number> {
  const settings = notificationMailSettings();
  if (!settings) return 0;
  const cutoff = new Date(now.getTime() - UNREAD_AFTER_MS);
  const pairs = await deps.db
    .selectFrom("messages")
    .select(["receiver_id", "sender_id"])
    .where("readed", "=", false)
    .where("mailed", "=", false)
    .where("created_at", "<=", cutoff)
    .groupBy(["receiver_id", "sender_id"])
    .execute();
  let sent = 0;
  for (const { receiver_id, sender_id } of pairs) {
    const mailed = await deps.db.transaction().execute(async (trx) => {
      // Claimed here: a second run (or instance) finds these messages told of already.
      const told = await trx
        .updateTable("messages")
        .set({ mailed: true })
        .where("receiver_id", "=", receiver_id)
        .where("sender_id", "=", sender_id)
        .where("readed", "=", false)
        .where("mailed", "=", false)
        .where("created_at", "<=", cutoff)
        .returning("id")
        .execute();
      if (told.length === 0) return false;
      const [receiver, sender] = await Promise.all([
        trx
          .selectFrom("users")
          .select(["email", "language", "email_subscriptions"])
          .where("id", "=", receiver_id)
          .executeTakeFirst(),
        trx
          .selectFrom("users")
          .select(["name", "username"])
          .where("id", "=", sender_id)
          .executeTakeFirst(),
      ]);
      if (!receiver?.email || !sender) return false;
      if (!isSubscribedTo(receiver.email_subscriptions, "messages")) return false;
      const locale = mailLocale(receiver.language);
      const what = serverTranslator(locale).t("mail.unread_message.text", {
        name: sender.name.trim() || sender.username,
        count: told.length,
      });
      const unsubscribe = unsubscribeUrl(
        settings.publicUrl,
        settings.secret,
        receiver_id,
        "messages",
      );
      const words = await notificationMail(locale, headerValue(what), {
        open: `${settings.publicUrl}/messages/${sender_id}`,
        unsubscribe,
      });
      await sendMail(trx, deps.log, {
        to: receiver.email,
        template: "unread_message",
        ...words,
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
        data: { user_id: receiver_id, sender_id, messages: told.length, subscription: "messages" },
      });
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}

export const unreadMessages: ScheduledJob = {
  name: "unread_messages",
  run: (deps, now) => mailUnreadMessages(deps, now),
};
