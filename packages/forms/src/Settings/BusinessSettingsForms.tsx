"use client";
import { type User, userMutations, userQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { SCHEMA_MESSAGE } from "@causeway/rules";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import {
  BusinessListsGate,
  type BusinessOption,
  OrganizationSizeSelect,
  SectorsCheckboxes,
} from "../SignupDetails/BusinessChoices";
import { SettingsForm, settingsFieldId, useErrorText } from "./SettingsForm";
import { rulesResolver } from "./settings-form";

export interface BusinessSizeSettingsFormProps {
  /** The stored size's id (user.business_info.organization_size.id), null when none. */
  currentSize: number | null;
  onSaved?: (user: User) => void;
}

/**
 * /settings/size: the organisation size of a business member, one of
 * GET /api/v2/user/business-organization-size (the contract's default page of 100), saved with
 * PUT /api/v2/user/business-organization-size { organization_size }.
 */
export function BusinessSizeSettingsForm(props: BusinessSizeSettingsFormProps) {
  const { t } = useTranslator();
  const sizes = useQuery(userQueries.businessSizes());
  return (
    <BusinessListsGate lists={[sizes]} failedTitle={t("forms.settings.size.failed")}>
      {() => <SizeForm {...props} options={sizes.data ?? []} />}
    </BusinessListsGate>
  );
}

function SizeForm({
  currentSize,
  onSaved,
  options,
}: BusinessSizeSettingsFormProps & { options: readonly BusinessOption[] }) {
  const { t } = useTranslator();
  const errorText = useErrorText();
  const update = useMutation(userMutations.update("/api/v2/user/business-organization-size"));
  const form = useForm<{ organization_size: number | null }>({
    defaultValues: { organization_size: currentSize },
    resolver: rulesResolver((values) => ({
      organization_size: values.organization_size ? null : SCHEMA_MESSAGE.organizationSize,
    })),
  });
  return (
    <SettingsForm
      name="size"
      form={form}
      fields={["organization_size"]}
      savedMessage={t("forms.settings.size.saved")}
      save={async ({ organization_size }) => {
        if (!organization_size) return;
        const answer = await update.mutateAsync({ organization_size });
        onSaved?.(answer.response);
      }}
    >
      <Controller
        control={form.control}
        name="organization_size"
        render={({ field, fieldState }) => (
          <OrganizationSizeSelect
            id={settingsFieldId("size", "organization_size")}
            options={options}
            value={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error)}
          />
        )}
      />
    </SettingsForm>
  );
}

export interface BusinessSectorSettingsFormProps {
  /** The stored sectors' ids (user.business_info.sectors[].id). */
  currentSectors: readonly number[];
  onSaved?: (user: User) => void;
}

/**
 * /settings/sector: the sectors of a business member, at least one of
 * GET /api/v2/user/business-sector (the contract's default page of 100), saved with
 * PUT /api/v2/user/business-sector { sectors }.
 */
export function BusinessSectorSettingsForm(props: BusinessSectorSettingsFormProps) {
  const { t } = useTranslator();
  const sectors = useQuery(userQueries.businessSectors());
  return (
    <BusinessListsGate lists={[sectors]} failedTitle={t("forms.settings.sector.failed")}>
      {() => <SectorForm {...props} options={sectors.data ?? []} />}
    </BusinessListsGate>
  );
}

function SectorForm({
  currentSectors,
  onSaved,
  options,
}: BusinessSectorSettingsFormProps & { options: readonly BusinessOption[] }) {
  const { t } = useTranslator();
  const errorText = useErrorText();
  const update = useMutation(userMutations.update("/api/v2/user/business-sector"));
  const form = useForm<{ sectors: readonly number[] }>({
    defaultValues: { sectors: currentSectors },
    resolver: rulesResolver((values) => ({
      sectors: values.sectors.length > 0 ? null : SCHEMA_MESSAGE.sectors,
    })),
  });
  return (
    <SettingsForm
      name="sector"
      form={form}
      fields={["sectors"]}
      savedMessage={t("forms.settings.sector.saved")}
      save={async ({ sectors }) => {
        const answer = await update.mutateAsync({ sectors: [...sectors] });
        onSaved?.(answer.response);
      }}
    >
      <Controller
        control={form.control}
        name="sectors"
        render={({ field, fieldState }) => (
          <SectorsCheckboxes
            id={settingsFieldId("sector", "sectors")}
            options={options}
            value={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error)}
          />
        )}
      />
    </SettingsForm>
  );
}
