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
    <div className="flex flex-col gap-8 pb-8">
      <h1 className="text-3xl font-bold">{t("web.campaign.categories.title")}</h1>
      {categories.isPending ? (
        <div aria-busy="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
              className="flex flex-col gap-3"
            >
              <h2 id={`group-${group.type}`} className="text-xl font-semibold">
                {group.title}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link
                      href={`/campaign/${group.base}/${encodeURIComponent(item.slug)}`}
                      variant="plain"
                      className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised p-4 text-fg no-underline data-[hovered]:border-primary data-[hovered]:text-primary-hover"
                    >
                      <span className="font-medium">{categoryName(item, translator)}</span>
                      {item.campaigns !== undefined ? (
                        <span className="text-sm text-fg-muted">
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
