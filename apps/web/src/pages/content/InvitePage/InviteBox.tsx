import { useTranslator } from "@causeway/i18n/react";
import { Button, Link, TextField, useToast } from "@causeway/ui";
import { Copy, Mail } from "lucide-react";
import { useId, useSyncExternalStore } from "react";

const noChange = () => () => {};

/**
 * The site's public address: the origin of the page's canonical link, which the server writes from
 * PUBLIC_URL (an invitation names the site as the world reaches it, not the host this visitor
 * happened to use), else the address in the browser. The server render (and the hydration that
 * follows it) shows the path alone, and the whole address follows: the same HTML on both sides.
 */
function useSiteOrigin(): string {
  return useSyncExternalStore(
    noChange,
    () => {
      const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
      try {
        return canonical ? new URL(canonical).origin : window.location.origin;
      } catch {
        return window.location.origin;
      }
    },
    () => "",
  );
}

/** The invitation: the sign-up link to copy (a toast confirms), or an e-mail to write with it. */
export function InviteBox() {
  const { t } = useTranslator();
  const headingId = useId();
  const url = `${useSiteOrigin()}/sign-up`;
  const { toast } = useToast();
  const mailto = `mailto:?subject=${encodeURIComponent(t("web.invite.email_subject"))}&body=${encodeURIComponent(t("web.invite.email_body", { url }))}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("web.invite.copied"), variant: "success" });
    } catch {
      // No clipboard (a refused permission): the address is in the box to copy by hand.
      toast({ title: t("web.invite.copy_failed"), variant: "warning" });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="invite-box"
      className="cw:mt-2 cw:flex cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5"
    >
      <h2 id={headingId} className="cw:text-2xl cw:font-semibold">
        {t("web.invite.title")}
      </h2>
      <TextField
        label={t("web.invite.link")}
        value={url}
        isReadOnly
        onFocus={(event) => (event.target as HTMLInputElement).select()}
      />
      <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-3">
        <Button variant="secondary" icon={<Copy aria-hidden size={16} />} onPress={copy}>
          {t("web.invite.copy")}
        </Button>
        <Link
          href={mailto}
          variant="plain"
          className="cw:inline-flex cw:h-10 cw:items-center cw:gap-2 cw:rounded-md cw:bg-primary cw:px-4 cw:font-medium cw:text-primary-fg cw:no-underline cw:data-[hovered]:bg-primary-hover cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus cw:data-[focus-visible]:ring-offset-2"
        >
          <Mail aria-hidden size={16} />
          {t("web.invite.email")}
        </Link>
      </div>
    </section>
  );
}
