"use client";
import { signupQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Select,
  SelectItem,
  Skeleton,
  WIDGET_ROOT,
} from "@causeway/ui";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** A business size or sector option (001 §3: id, name). */
export interface BusinessOption {
  id: number;
  name: string;
}

export interface BusinessChoiceProps<V> {
  /** The control's id, for the error summary and focus. */
  id: string;
  options: readonly BusinessOption[];
  value: V;
  onChange: (value: V) => void;
  error?: string;
  isDisabled?: boolean;
}

/** The organisation size: one of the list. */
export function OrganizationSizeSelect(props: BusinessChoiceProps<number | null>) {
  const { t } = useTranslator();
  return (
    <Select<BusinessOption>
      id={props.id}
      label={t("forms.signup.size.label")}
      placeholder={t("forms.signup.size.placeholder")}
      items={props.options}
      selectedKey={props.value}
      onSelectionChange={(key) => props.onChange(key === null ? null : Number(key))}
      isRequired
      isInvalid={Boolean(props.error)}
      errorMessage={props.error}
      isDisabled={props.isDisabled}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

/** The sectors: at least one of the list, as checkboxes. */
export function SectorsCheckboxes(props: BusinessChoiceProps<readonly number[]>) {
  const { t } = useTranslator();
  return (
    <CheckboxGroup
      id={props.id}
      label={t("forms.signup.sectors.label")}
      value={props.value.map(String)}
      onChange={(next) => props.onChange(next.map(Number))}
      isRequired
      isInvalid={Boolean(props.error)}
      errorMessage={props.error}
      isDisabled={props.isDisabled}
      orientation="horizontal"
    >
      {props.options.map((sector) => (
        <Checkbox key={sector.id} value={String(sector.id)}>
          {sector.name}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

export interface BusinessListsGateProps {
  lists: readonly UseQueryResult<unknown>[];
  /** What the failure alert says (default: the sign-up's "sizes and sectors" sentence). */
  failedTitle?: string;
  /** Rendered once every list has arrived. */
  children: () => ReactNode;
}

/**
 * The option lists' states: an alert with a retry (asking again only the lists that failed) when
 * one failed, a skeleton while one is loading, else `children()`.
 */
export function BusinessListsGate({ lists, failedTitle, children }: BusinessListsGateProps) {
  const { t } = useTranslator();
  if (lists.some((list) => list.isError)) {
    return (
      <Alert
        className={WIDGET_ROOT}
        variant="danger"
        title={failedTitle ?? t("forms.signup.lists.failed")}
        action={
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              for (const list of lists) if (list.isError) void list.refetch();
            }}
          >
            {t("forms.signup.lists.retry")}
          </Button>
        }
      />
    );
  }
  if (lists.some((list) => list.data === undefined)) {
    return (
      <div
        data-slot="business-choices-loading"
        role="status"
        className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-3`}
      >
        <span className="cw:text-fg-muted cw:text-sm">{t("forms.signup.lists.loading")}</span>
        <Skeleton width="100%" height={40} />
        <Skeleton shape="text" lines={3} width="60%" />
      </div>
    );
  }
  return <>{children()}</>;
}

export interface BusinessChoicesProps {
  size: number | null;
  onSizeChange: (size: number | null) => void;
  sectors: readonly number[];
  onSectorsChange: (sectors: number[]) => void;
  /** Field ids for the error summary. */
  sizeId: string;
  sectorsId: string;
  sizeError?: string;
  sectorsError?: string;
  isDisabled?: boolean;
}

/** Organisation size (one) and sectors (at least one), from the sign-up lists (001 §7). */
export function BusinessChoices(props: BusinessChoicesProps) {
  const sizes = useQuery(signupQueries.businessSizes());
  const sectors = useQuery(signupQueries.businessSectors());
  return (
    <BusinessListsGate lists={[sizes, sectors]}>
      {() => (
        <>
          <OrganizationSizeSelect
            id={props.sizeId}
            options={sizes.data ?? []}
            value={props.size}
            onChange={props.onSizeChange}
            error={props.sizeError}
            isDisabled={props.isDisabled}
          />
          <SectorsCheckboxes
            id={props.sectorsId}
            options={sectors.data ?? []}
            value={props.sectors}
            onChange={(next) => props.onSectorsChange([...next])}
            error={props.sectorsError}
            isDisabled={props.isDisabled}
          />
        </>
      )}
    </BusinessListsGate>
  );
}
