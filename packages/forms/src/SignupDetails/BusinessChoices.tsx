"use client";
import { signupQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, Checkbox, CheckboxGroup, Select, SelectItem, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";

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
  const { t } = useTranslator();
  const sizes = useQuery(signupQueries.businessSizes());
  const sectors = useQuery(signupQueries.businessSectors());

  if (sizes.isError || sectors.isError) {
    return (
      <Alert
        variant="danger"
        title={t("forms.signup.lists.failed")}
        action={
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              if (sizes.isError) void sizes.refetch();
              if (sectors.isError) void sectors.refetch();
            }}
          >
            {t("forms.signup.lists.retry")}
          </Button>
        }
      />
    );
  }
  if (!sizes.data || !sectors.data) {
    return (
      <div data-slot="business-choices-loading" role="status" className="flex flex-col gap-3">
        <span className="text-fg-muted text-sm">{t("forms.signup.lists.loading")}</span>
        <Skeleton width="100%" height={40} />
        <Skeleton shape="text" lines={3} width="60%" />
      </div>
    );
  }
  return (
    <>
      <Select<{ id: number; name: string }>
        id={props.sizeId}
        label={t("forms.signup.size.label")}
        placeholder={t("forms.signup.size.placeholder")}
        items={sizes.data}
        selectedKey={props.size}
        onSelectionChange={(key) => props.onSizeChange(key === null ? null : Number(key))}
        isRequired
        isInvalid={Boolean(props.sizeError)}
        errorMessage={props.sizeError}
        isDisabled={props.isDisabled}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <CheckboxGroup
        id={props.sectorsId}
        label={t("forms.signup.sectors.label")}
        value={props.sectors.map(String)}
        onChange={(next) => props.onSectorsChange(next.map(Number))}
        isRequired
        isInvalid={Boolean(props.sectorsError)}
        errorMessage={props.sectorsError}
        isDisabled={props.isDisabled}
        orientation="horizontal"
      >
        {sectors.data.map((sector) => (
          <Checkbox key={sector.id} value={String(sector.id)}>
            {sector.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </>
  );
}
