import { campaignQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { EmptyState, Link, Skeleton, VisuallyHidden } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { categoryName } from "./category-name";

/**
 * /campaign/categories (000 §2): every active category and disease with its number of campaigns;
 * a failure leaves the list empty (001 §8: categories failure, empty list).
 */
export function CategoriesPage() {
  const translator = useTranslator();
  const { t } = translator;
  const categories = useQuery(campaignQueries.categories());
  const active = (categories.data ?? []).filter((item) => item.status === "active");
  const groups = [
    {
      type: "category" as const,
      title: t("web.campaign.categories.categories"),
      base: "categories",
    },
    { type: "disease" as const, title: t("web.campaign.categories.diseases"), base: "diseases" },
  ];
  return (
    <div className="cw:flex cw:flex-col cw:gap-8 cw:pb-8">
      <h1 className="cw:text-3xl cw:font-bold">{t("web.campaign.categories.title")}</h1>
      {categories.isPending ? (
        <div aria-busy="true" className="cw:grid cw:gap-3 cw:sm:grid-cols-2 cw:lg:grid-cols-3">
          <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
          {["a", "b", "c", "d", "e", "f"].map((key) => (
            <Skeleton key={key} shape="rect" height="4rem" />
          ))}
        </div>
      ) : active.length === 0 ? (
        <EmptyState title={t("web.campaign.categories.none")} />
      ) : (
        groups.map((group) => {
          const items = active.filter((item) => item.type === group.type);
          if (items.length === 0) return null;
          return (
            <section
              key={group.type}
              aria-labelledby={`group-${group.type}`}
              className="cw:flex cw:flex-col cw:gap-3"
            >
              <h2 id={`group-${group.type}`} className="cw:text-xl cw:font-semibold">
                {group.title}
              </h2>
              <ul className="cw:grid cw:gap-3 cw:sm:grid-cols-2 cw:lg:grid-cols-3">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link
                      href={`/campaign/${group.base}/${encodeURIComponent(item.slug)}`}
                      variant="plain"
                      className="cw:flex cw:items-center cw:justify-between cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-4 cw:text-fg cw:no-underline cw:data-[hovered]:border-primary cw:data-[hovered]:text-primary-hover"
                    >
                      <span className="cw:font-medium">{categoryName(item, translator)}</span>
                      {item.campaigns !== undefined ? (
                        <span className="cw:text-sm cw:text-fg-muted">
                          {t("web.home.categories.count", { count: item.campaigns })}
                        </span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
