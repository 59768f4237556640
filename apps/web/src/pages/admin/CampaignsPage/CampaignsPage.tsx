import { STAFF_PAGE_SIZE, staffMutations, staffQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { EmptyState } from "@causeway/ui";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { BadgeCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { DecisionStatus } from "../shared/DecisionStatus";
import { ListFailed, ListLoading, ListPages } from "../shared/ListStates";
import { offsetOf, pageFrom, withParams } from "../shared/list-params";
import { SearchForm } from "../shared/SearchForm";
import { staffErrorText } from "../shared/staff-errors";
import { CampaignReviewCard } from "./CampaignReviewCard";

/** The page of the queue the URL names (?page=, ?q= for a name), for the loader and the page. */
export function campaignsPageQuery(params: URLSearchParams) {
  const name = params.get("q")?.trim() ?? "";
  return staffQueries.campaigns({
    offset: offsetOf(pageFrom(params)),
    limit: STAFF_PAGE_SIZE,
    ...(name ? { name } : {}),
  });
}

/** /admincp/campaigns: the campaigns waiting for verification, newest first; an admin verifies. */
export function CampaignsPage() {
  const translator = useTranslator();
  const { t } = translator;
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get("q") ?? "";
  const list = useQuery({ ...campaignsPageQuery(params), placeholderData: keepPreviousData });
  const verify = useMutation(staffMutations.verifyCampaign());
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);

  const onVerify = (campaignId: number) => {
    const name = list.data?.campaigns.find((entry) => entry.campaign.id === campaignId)?.campaign
      .name;
    setFailed(null);
    setDone(null);
    return verify.mutateAsync(campaignId).then(
      () => setDone(t("web.admin.campaigns.verified_done", { name: name ?? "" })),
      (error: unknown) => {
        setFailed({ id: campaignId, message: staffErrorText(error, translator) });
        throw error;
      },
    );
  };

  let body: ReactNode;
  if (list.isPending) body = <ListLoading />;
  else if (list.isError) body = <ListFailed onRetry={() => void list.refetch()} />;
  else if (list.data.campaigns.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon={<BadgeCheck aria-hidden size={32} />}
        title={t(search ? "web.admin.campaigns.none_found" : "web.admin.campaigns.empty")}
        description={t("web.admin.campaigns.empty_description")}
      />
    );
  } else {
    body = (
      <ul aria-busy={list.isPlaceholderData || undefined} className="cw:flex cw:flex-col cw:gap-4">
        {list.data.campaigns.map((entry) => (
          <li key={entry.campaign.id}>
            <CampaignReviewCard
              entry={entry}
              onVerify={onVerify}
              isVerifying={verify.isPending && verify.variables === entry.campaign.id}
              error={failed?.id === entry.campaign.id ? failed.message : null}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="cw:flex cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-1">
        <h1 className="cw:text-2xl cw:font-semibold">{t("web.admin.campaigns.heading")}</h1>
        <p className="cw:text-fg-muted">
          {list.data && list.data.total > 0
            ? t("web.admin.campaigns.count", { count: list.data.total })
            : t("web.admin.campaigns.intro")}
        </p>
      </header>
      <SearchForm
        label={t("web.admin.campaigns.search")}
        value={search}
        onSearch={(q) => setParams(withParams(params, { q }))}
      />
      <DecisionStatus message={done} />
      {body}
      <ListPages
        page={page}
        total={list.data?.total ?? 0}
        onChange={(next) => setParams(withParams(params, { page: next }))}
      />
    </div>
  );
}
