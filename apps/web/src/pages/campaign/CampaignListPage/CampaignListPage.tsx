import { type CampaignListFilters, campaignQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Button, EmptyState, ErrorState, Select, SelectItem, TextField } from "@causeway/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { CampaignGrid, CampaignGridSkeleton } from "../CampaignGrid";
import { CAMPAIGN_PAGE_SIZE } from "../campaign-list-size";

type Order = NonNullable<CampaignListFilters["order_by"]>;
const ORDERS: readonly Order[] = ["date_added", "donated_amount", "followers_count"];

const readOrder = (value: string | null): Order =>
  ORDERS.includes(value as Order) ? (value as Order) : "date_added";

/** The filter of the list, from the URL (?name=, ?order=): the page and its loader read it alike. */
export function listFilter(params: URLSearchParams): { name: string; order: Order } {
  return { name: params.get("name")?.trim() ?? "", order: readOrder(params.get("order")) };
}

/** One page of the list, at `offset`. */
export const listPageQuery = (name: string, order: Order) => (offset: number) =>
  campaignQueries.list({
    offset,
    limit: CAMPAIGN_PAGE_SIZE,
    order_by: order,
    ...(name ? { name } : {}),
  });

/**
 * /campaign: every active campaign, filtered by name and ordered as the contract offers
 * (newest, most raised, most followed). Both live in the URL (?name=, ?order=), so a filtered
 * list can be shared and the back button restores it.
 */
export function CampaignListPage() {
  const { t } = useTranslator();
  const [params, setParams] = useSearchParams();
  const { name, order } = listFilter(params);
  const [draft, setDraft] = useState(name);
  // Back and forward restore the URL's filter; the box follows it.
  useEffect(() => setDraft(name), [name]);

  const update = (next: { name?: string; order?: Order }) => {
    const merged = new URLSearchParams(params);
    const nextName = next.name ?? name;
    const nextOrder = next.order ?? order;
    if (nextName) merged.set("name", nextName);
    else merged.delete("name");
    if (nextOrder !== "date_added") merged.set("order", nextOrder);
    else merged.delete("order");
    setParams(merged);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ name: draft.trim() });
  };

  return (
    <div className="cw:flex cw:flex-col cw:gap-6 cw:pb-8">
      <h1 className="cw:text-3xl cw:font-bold">{t("web.campaign.list.title")}</h1>
      <div className="cw:flex cw:flex-col cw:gap-4 cw:sm:flex-row cw:sm:items-end">
        <form
          aria-label={t("web.campaign.list.search_label")}
          onSubmit={onSearch}
          className="cw:flex cw:flex-1 cw:items-end cw:gap-2"
        >
          <TextField
            type="search"
            label={t("web.campaign.list.name")}
            value={draft}
            onChange={setDraft}
            className="cw:flex-1"
          />
          <Button type="submit" variant="secondary">
            {t("web.campaign.list.search")}
          </Button>
        </form>
        {/* Always one of the orders: the list has no empty "Select an option" choice. */}
        <Select<{ id: Order; name: string }>
          label={t("web.campaign.list.order")}
          items={ORDERS.map((value) => ({
            id: value,
            name: t(`web.campaign.list.order.${value}`),
          }))}
          selectedKey={order}
          onSelectionChange={(key) => update({ order: readOrder(String(key)) })}
          className="cw:sm:w-56"
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      {/* A new filter is a new list: its own pages, from the first. */}
      <CampaignResults key={`${name}|${order}`} name={name} order={order} />
    </div>
  );
}

function CampaignResults({ name, order }: { name: string; order: Order }) {
  const { t } = useTranslator();
  const list = usePagedQuery({
    pageQuery: listPageQuery(name, order),
    size: CAMPAIGN_PAGE_SIZE,
    // The total counts every match; a full last page also means there may be more.
    hasMore: (pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.campaigns.length, 0);
      const last = pages[pages.length - 1];
      return loaded < (last?.total ?? 0);
    },
  });
  if (list.isPending) return <CampaignGridSkeleton count={CAMPAIGN_PAGE_SIZE} />;
  if (list.isError)
    return (
      <ErrorState
        title={t("web.campaign.list.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  const campaigns = list.pages.flatMap((page) => page.campaigns);
  const total = list.pages[0]?.total ?? campaigns.length;
  if (campaigns.length === 0)
    return (
      <EmptyState
        title={name ? t("web.campaign.list.no_match", { name }) : t("web.campaign.list.empty")}
        description={
          name ? t("web.campaign.list.no_match_hint") : t("web.campaign.list.empty_hint")
        }
      />
    );
  return (
    <section aria-label={t("web.campaign.list.results")} className="cw:flex cw:flex-col cw:gap-4">
      <p role="status" className="cw:text-sm cw:text-fg-muted">
        {t("web.campaign.list.count", { count: Math.max(total, campaigns.length) })}
      </p>
      <CampaignGrid campaigns={campaigns} headingLevel={2} />
      <PagedFooter
        list={list}
        moreLabel={t("web.campaign.list.more")}
        errorTitle={t("web.campaign.list.error")}
      />
    </section>
  );
}
