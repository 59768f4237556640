import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants, Link, NativeButton } from "@causeway/ui";
import { MessageCircle } from "lucide-react";
import { useSession } from "../../app/session/SessionProvider";
import { useRegistrationPrompt } from "../../layout/RegistrationPrompt";

export interface MessageButtonProps {
  /** The member to write to. */
  user: { id: number; name: string; username: string };
  size?: "sm" | "md";
}

/**
 * "Message": opens the conversation with a member (/messages/{id}); a guest gets the registration
 * prompt, which brings them back. Nothing on one's own profile or campaign.
 */
export function MessageButton({ user, size = "sm" }: MessageButtonProps) {
  const { t } = useTranslator();
  const session = useSession();
  const prompt = useRegistrationPrompt();
  const name = user.name || user.username;
  const label = t("web.messages.write_to", { name });
  const icon = <MessageCircle aria-hidden size={16} />;
  if (session.user?.id === user.id) return null;
  if (session.token === null)
    return (
      <NativeButton
        variant="secondary"
        size={size}
        icon={icon}
        aria-label={label}
        onPress={() => prompt("message")}
      >
        {t("web.messages.write")}
      </NativeButton>
    );
  return (
    <Link
      href={`/messages/${user.id}`}
      variant="plain"
      aria-label={label}
      className={`${buttonVariants({ variant: "secondary", size })} cw:no-underline`}
    >
      {icon}
      {t("web.messages.write")}
    </Link>
  );
}
