import { useTranslator } from "@causeway/i18n/react";
import { Skeleton, VisuallyHidden } from "@causeway/ui";

/** Placeholders of a section while its code or data is on its way, announced once as busy. */
export function SectionSkeleton({ kind }: { kind: "media" | "list" | "cards" }) {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" data-slot="section-skeleton" className="cw:flex cw:flex-col cw:gap-3">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      {kind === "media" ? <Skeleton shape="rect" height="12rem" /> : null}
      {kind === "list" ? (
        <>
          <Skeleton shape="rect" height="4rem" />
          <Skeleton shape="rect" height="4rem" />
          <Skeleton shape="rect" height="4rem" />
        </>
      ) : null}
      {kind === "cards" ? (
        <div className="cw:grid cw:gap-4 cw:sm:grid-cols-2">
          <Skeleton shape="rect" height="14rem" />
          <Skeleton shape="rect" height="14rem" />
        </div>
      ) : null}
    </div>
  );
}
