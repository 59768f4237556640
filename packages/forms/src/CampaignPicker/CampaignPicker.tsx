"use client";
import { type Campaign, campaignQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { PICKER_SEARCH_DEBOUNCE_MS, TRANSFER_SEARCH_LIMIT, transferTargets } from "@causeway/rules";
import { Autocomplete, cn, WIDGET_ROOT } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useDebounced } from "../shared/useDebounced";

/** Campaigns asked for per search: more than shown, as the ineligible ones are filtered out. */
const SEARCH_PAGE = TRANSFER_SEARCH_LIMIT * 3;

export interface CampaignPickerProps {
  /** The campaign the money leaves: excluded, and its currency is the one targets must have. */
  current: { id: number; currency: { id: number } };
  value: Campaign | null;
  onChange: (campaign: Campaign | null) => void;
  label?: ReactNode;
  errorMessage?: string;
  isDisabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * The transfer target search: by name, listing only campaigns that are active, verified, not
 * successful, in the same currency and not the current one (rules/transfer-target.ts), at most 8.
 */
export function CampaignPicker({
  current,
  value,
  onChange,
  label,
  errorMessage,
  isDisabled,
  id,
  className,
}: CampaignPickerProps) {
  const { t } = useTranslator();
  const [text, setText] = useState(value?.name ?? "");
  const query = useDebounced(text.trim(), PICKER_SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...campaignQueries.list({ name: query, limit: SEARCH_PAGE }),
    enabled: query !== "" && query !== value?.name,
  });
  const items = transferTargets(search.data?.campaigns ?? [], current);
  return (
    <Autocomplete<Campaign>
      id={id}
      className={cn(WIDGET_ROOT, className)}
      label={label ?? t("forms.transfer.campaign.label")}
      description={t("forms.transfer.campaign.description")}
      errorMessage={errorMessage}
      isInvalid={errorMessage !== undefined}
      isDisabled={isDisabled}
      items={items}
      getKey={(campaign) => campaign.id}
      getText={(campaign) => campaign.name}
      getDescription={(campaign) => campaign.url}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (value && next !== value.name) onChange(null);
      }}
      selectedKey={value?.id ?? null}
      onPick={(picked) => {
        setText(picked.name);
        onChange(picked);
      }}
      isLoading={search.isFetching}
    />
  );
}
