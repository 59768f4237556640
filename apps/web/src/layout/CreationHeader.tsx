import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants } from "@causeway/ui";
import { X } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "./Logo";

/**
 * The reduced header of campaign creation (000 §2 "reduced for campaign creation"): the logo and a
 * way out, nothing else to pull the user away from the form. What was typed stays in the browser,
 * so leaving loses nothing.
 */
export function CreationHeader({ exitTo = "/" }: { exitTo?: string }) {
  const { t } = useTranslator();
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
        <Logo />
        <Link
          to={exitTo}
          className={`${buttonVariants({ variant: "ghost", size: "sm" })} no-underline`}
        >
          <X aria-hidden size={16} />
          {t("web.create.exit")}
        </Link>
      </div>
    </header>
  );
}
