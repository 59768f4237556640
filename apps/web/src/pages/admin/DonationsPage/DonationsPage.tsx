import { STAFF_PAGE_SIZE, staffQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { HandCoins } from "lucide-react";
import { useSearchParams } from "react-router";
import { ListBody, ListPages } from "../shared/ListStates";
import { offsetOf, pageFrom, withParams } from "../shared/list-params";
import { SearchForm } from "../shared/SearchForm";
import { LiveMethods } from "./LiveMethods";
import { StaffDonationCard } from "./StaffDonationCard";

/** The page of donations the URL names (?q=, ?page=), for the loader and the page. */
export function donationsPageQuery(params: URLSearchParams) {
  const search = params.get("q")?.trim() ?? "";
  return staffQueries.donations({
    offset: offsetOf(pageFrom(params)),
    limit: STAFF_PAGE_SIZE,
    ...(search ? { search } : {}),
  });
}

/**
 * /admincp/donations (issue 29): look a donation up by its id, its payment id or bank-transfer
 * reference, the donor or the campaign (the newest first without a search), to open it and give
 * money back.
 */
export function DonationsPage() {
  const { t } = useTranslator();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get("q") ?? "";
  const list = useQuery({ ...donationsPageQuery(params), placeholderData: keepPreviousData });

  return (
    <div className="cw:flex cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-1">
        <h1 className="cw:text-2xl cw:font-semibold">{t("web.admin.donations.title")}</h1>
        <p className="cw:text-fg-muted">{t("web.admin.donations.intro")}</p>
      </header>
      {list.data ? <LiveMethods methods={list.data.live_methods} /> : null}
      <SearchForm
        label={t("web.admin.donations.search")}
        description={t("web.admin.donations.search_hint")}
        value={search}
        onSearch={(q) => setParams(withParams(params, { q }))}
      />
      {list.data && search ? (
        <p role="status" className="cw:text-sm cw:text-fg-muted">
          {t("web.admin.donations.found", { count: list.data.total })}
        </p>
      ) : null}
      <ListBody
        query={list}
        items={list.data?.donations}
        keyOf={(item) => item.donation.id}
        empty={{
          icon: <HandCoins aria-hidden size={32} />,
          title: t("web.admin.donations.none_found"),
          description: t("web.admin.donations.none_found_description"),
        }}
      >
        {(item) => <StaffDonationCard item={item} />}
      </ListBody>
      <ListPages
        page={page}
        total={list.data?.total ?? 0}
        onChange={(next) => setParams(withParams(params, { page: next }))}
      />
    </div>
  );
}
