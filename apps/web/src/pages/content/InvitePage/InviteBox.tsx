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
      className="mt-2 flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-5"
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {t("web.invite.title")}
      </h2>
      <TextField
        label={t("web.invite.link")}
        value={url}
        isReadOnly
        onFocus={(event) => (event.target as HTMLInputElement).select()}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" icon={<Copy aria-hidden size={16} />} onPress={copy}>
          {t("web.invite.copy")}
        </Button>
        <Link
          href={mailto}
          variant="plain"
          className="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 font-medium text-primary-fg no-underline data-[hovered]:bg-primary-hover data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2"
        >
          <Mail aria-hidden size={16} />
          {t("web.invite.email")}
        </Link>
      </div>
    </section>
  );
}
