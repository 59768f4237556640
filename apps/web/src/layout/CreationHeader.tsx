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
    <header className="cw:border-b cw:border-border cw:bg-surface">
      <div className="cw:mx-auto cw:flex cw:max-w-3xl cw:items-center cw:justify-between cw:gap-4 cw:px-4 cw:py-3">
        <Logo />
        <Link
          to={exitTo}
          className={`${buttonVariants({ variant: "ghost", size: "sm" })} cw:no-underline`}
        >
          <X aria-hidden size={16} />
          {t("web.create.exit")}
        </Link>
      </div>
    </header>
  );
}
