"use client";
import { signupMutations, type User } from "@causeway/api-client";
import {
  type BusinessSignupValues,
  nameMax,
  signupNameStart,
  toSignupBusinessDetailsPayload,
} from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { RestrictedTextarea } from "../RestrictedTextarea";
import type { UploadFn } from "../Uploader";
import { BioField } from "./BioField";
import { BusinessChoices } from "./BusinessChoices";
import { LogoField, type LogoStatus } from "./LogoField";
import { PlaceFields } from "./PlaceFields";
import { SignupFormFrame } from "./SignupFormFrame";
import {
  BUSINESS_FIELD_ORDER,
  businessBlockers,
  businessErrors,
  businessFieldOf,
  businessResolver,
} from "./signup-form";
import { useSignupSession } from "./useSignupSession";
import { useValuesChange } from "./useValuesChange";

export interface BusinessDetailsFormProps {
  /**
   * The account: its username is sent unchanged, its name starts the organisation name (empty
   * when it only repeats the username: no name was given yet).
   */
  user: { username: string; name: string };
  /** Where the fields start (a kept draft, say); over the account's own values. */
  defaultValues?: Partial<BusinessSignupValues>;
  /** Every change of the values, as typed (a host keeps them as a draft until sent). */
  onValuesChange?: (values: BusinessSignupValues) => void;
  /** The completed account and its new token: store the token, then redirect. */
  onCompleted: (result: { user: User; token: string }) => void;
  /** Replaces the logo upload (default: POST /api/v2/resources/image). */
  uploadLogo?: UploadFn;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";

/**
 * The business sign-up completion (000 §2, 001 §5, §7): organisation name, logo, size, sectors,
 * location, time zone and bio (150); POST /api/v2/signup/business-details.
 */
export function BusinessDetailsForm({
  user,
  defaultValues,
  onValuesChange,
  onCompleted,
  uploadLogo,
}: BusinessDetailsFormProps) {
  const form = useForm<BusinessSignupValues>({
    defaultValues: {
      username: user.username,
      name: signupNameStart(user),
      logoId: null,
      organizationSize: null,
      sectors: [],
      location: null,
      timezone: browserZone(),
      bio: "",
      ...defaultValues,
    },
    resolver: businessResolver,
    mode: "onSubmit",
  });
  const { control, handleSubmit, formState, setError, setValue } = form;
  const values = useWatch({ control }) as BusinessSignupValues;
  useValuesChange(form.watch, onValuesChange);
  const [logoStatus, setLogoStatus] = useState<LogoStatus>("idle");
  const complete = useMutation(signupMutations.businessDetails());
  const session = useSignupSession<BusinessSignupValues>({
    form: "signup-business",
    order: BUSINESS_FIELD_ORDER,
    fieldOf: businessFieldOf,
    errors: formState.errors,
    setError,
  });
  const { t, id, message } = session;
  const blockers = businessBlockers(businessErrors(values), logoStatus);
  const submit = handleSubmit(async (fields) => {
    session.clearFailure();
    try {
      onCompleted(await complete.mutateAsync(toSignupBusinessDetailsPayload(fields)));
    } catch (error) {
      session.failed(error);
    }
  }, session.refused);
  const busy = complete.isPending;
  // Size and sectors sit outside a Controller (one query renders both): re-check after a submit.
  const revalidate = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  return (
    <SignupFormFrame
      {...session.frame}
      slot="business-details-form"
      onSubmit={submit}
      blockers={blockers}
      busy={busy}
      submitLabel={t("forms.signup.submit")}
    >
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <RestrictedTextarea
            id={id("name")}
            singleLine
            label={t("forms.signup.business.name.label")}
            maxLength={nameMax()}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            isInvalid={Boolean(message("name"))}
            errorMessage={message("name")}
            isDisabled={busy}
          />
        )}
      />
      <Controller
        control={control}
        name="logoId"
        render={({ field }) => (
          <LogoField
            id={id("logoId")}
            value={field.value}
            onChange={field.onChange}
            onStatusChange={setLogoStatus}
            errorMessage={message("logoId")}
            isDisabled={busy}
            upload={uploadLogo}
          />
        )}
      />
      <BusinessChoices
        sizeId={id("organizationSize")}
        sectorsId={id("sectors")}
        size={values.organizationSize}
        onSizeChange={(size) => setValue("organizationSize", size, revalidate)}
        sectors={values.sectors}
        onSectorsChange={(sectors) => setValue("sectors", sectors, revalidate)}
        sizeError={message("organizationSize")}
        sectorsError={message("sectors")}
        isDisabled={busy}
      />
      <PlaceFields control={control} id={id} message={message} isDisabled={busy} />
      <BioField
        control={control}
        profile="business"
        id={id("bio")}
        label={t("forms.signup.business.bio.label")}
        errorMessage={message("bio")}
        isDisabled={busy}
      />
    </SignupFormFrame>
  );
}
