import {
  ApiFieldErrors,
  type Campaign,
  campaignMutations,
  campaignQueries,
  settingsQueries,
  useSubmission,
} from "@causeway/api-client";
import { CampaignCreationForm, fractionDigitsOf } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import {
  type CreationContext,
  type CreationStep,
  campaignDraftKey,
  creationPayload,
  creationStepOf,
  draftFieldErrors,
  emptyCampaignDraft,
  firstIncompleteStepBefore,
  grantSharePage,
  readCampaignDraft,
} from "@causeway/rules";
import { Alert, Button, buttonVariants, ErrorState, Link, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useKeptDraft } from "../../../app/drafts/useKeptDraft";
import { useSession } from "../../../app/session/SessionProvider";
import { categoryName } from "../../campaign/CategoryPage/category-name";
import { campaignPageQuery } from "../../campaign/useCampaignPage";
import { CampaignPreview } from "../../dashboard/CampaignPreviewPage/CampaignPreview";
import { previewOfDraft } from "../../dashboard/CampaignPreviewPage/preview-data";

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** /campaign/create (000 §2): start a campaign, step by step, kept in the URL and the browser. */
export function CreatePage() {
  return <CreateFlow target={null} />;
}

/** /campaign/create-in-favour?campaign={slug}: a campaign that raises money for another one. */
export function CreateInFavourPage() {
  const { t } = useTranslator();
  const [params] = useSearchParams();
  const slug = params.get("campaign") ?? "";
  const target = useQuery({ ...campaignPageQuery(slug), enabled: slug !== "" });
  if (slug === "" || target.isError || target.data?.deleted) {
    return (
      <div className="cw:flex cw:flex-col cw:gap-4">
        <h1 className="cw:text-3xl cw:font-bold">{t("web.create.in_favour.title_plain")}</h1>
        <Alert
          variant="warning"
          title={t("web.create.in_favour.no_target")}
          description={t("web.create.in_favour.no_target_hint")}
        />
        <Link
          href="/campaign"
          variant="plain"
          className={`${buttonVariants()} cw:self-start cw:no-underline`}
        >
          {t("web.create.in_favour.browse")}
        </Link>
      </div>
    );
  }
  if (!target.data) return <CreateSkeleton />;
  return <CreateFlow target={target.data} />;
}

function CreateSkeleton() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-4">
      <span className="cw:sr-only" role="status">
        {t("web.create.loading")}
      </span>
      <Skeleton width="60%" height="2.25rem" />
      <Skeleton lines={2} />
      <Skeleton shape="rect" height="16rem" />
    </div>
  );
}

function CreateFlow({ target }: { target: Campaign | null }) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const { user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const step = creationStepOf(params.get("step"));
  const categories = useQuery(campaignQueries.categories());
  const currencies = useQuery(settingsQueries.currencies());
  const defaultCurrency = currencies.data?.find((c) => c.default) ?? currencies.data?.[0] ?? null;
  const start = useMemo(
    () =>
      emptyCampaignDraft({
        beneficiaryName: user?.name ?? "",
        currency: target?.currency.id ?? defaultCurrency?.id ?? null,
      }),
    [user?.name, target?.currency.id, defaultCurrency?.id],
  );
  const key = user ? campaignDraftKey(user.id, target?.id ?? null) : null;
  const kept = useKeptDraft(key, start, readCampaignDraft);
  const { draft } = kept;
  const currency = currencies.data?.find((c) => c.id === draft.currency) ?? null;
  const context: CreationContext = {
    locale,
    fractionDigits: fractionDigitsOf(currency),
    inFavourOf: target ? { id: target.id, name: target.name } : null,
  };
  // One campaign per submission: a double click on Publish creates one, and publishing the same
  // draft again after a failure is answered with the first campaign if it was made.
  const create = useSubmission(campaignMutations.create());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [publishError, setPublishError] = useState<string | null>(null);

  // The currencies came after the draft: an empty currency takes the default one.
  useEffect(() => {
    if (kept.loaded && draft.currency === null && defaultCurrency)
      kept.change({ currency: defaultCurrency.id });
  }, [kept.loaded, draft.currency, defaultCurrency, kept.change]);

  const goTo = (next: CreationStep, replace = false) => {
    const search = new URLSearchParams(params);
    search.set("step", next);
    setParams(search, { replace });
    window.scrollTo?.({ top: 0 });
  };

  // A link (or a reload) to a later step than the draft allows goes back to what is missing.
  const behind =
    kept.loaded && categories.data ? firstIncompleteStepBefore(step, draft, context) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the missing step changes
  useEffect(() => {
    if (behind) goTo(behind, true);
  }, [behind]);

  if (categories.isError || currencies.isError) {
    return (
      <ErrorState
        headingLevel={1}
        title={t("web.create.load_failed")}
        onReload={() => {
          void categories.refetch();
          void currencies.refetch();
        }}
      />
    );
  }
  if (!kept.loaded || !categories.data || !currencies.data || !user) return <CreateSkeleton />;

  const publish = () => {
    setPublishError(null);
    setServerErrors({});
    void create.submit(creationPayload(draft, context) as Parameters<typeof create.mutate>[0], {
      onSuccess: (campaign) => {
        kept.forget();
        grantSharePage(sessionStore(), campaign.url);
        navigate(`/creation/share?campaign=${encodeURIComponent(campaign.url)}`, {
          replace: true,
        });
      },
      onError: (error) => {
        if (error instanceof ApiFieldErrors) {
          setServerErrors(draftFieldErrors(error.fields));
          setPublishError(t("web.create.publish_fields"));
        } else {
          setPublishError(t("web.create.publish_failed"));
        }
      },
    });
  };

  const preview = previewOfDraft(draft, {
    context,
    categories: categories.data,
    currency: currency?.abbreviation ?? null,
    user,
    translator,
  });
  return (
    <div className="cw:flex cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-2">
        <h1 className="cw:text-3xl cw:font-bold cw:tracking-tight">
          {target ? t("web.create.in_favour.title", { name: target.name }) : t("web.create.title")}
        </h1>
        <p className="cw:text-fg-muted">{t("web.create.intro")}</p>
      </header>
      {kept.restored ? (
        <Alert
          variant="info"
          title={t("web.create.restored")}
          description={t("web.create.restored_hint")}
          action={
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                kept.startOver();
                goTo("purpose", true);
              }}
            >
              {t("web.create.start_over")}
            </Button>
          }
        />
      ) : null}
      <CampaignCreationForm
        step={step}
        onStepChange={(next) => goTo(next)}
        draft={draft}
        onChange={kept.change}
        context={context}
        categories={categories.data}
        categoryLabel={(category) => categoryName(category, translator)}
        currencies={currencies.data}
        preview={<CampaignPreview campaign={preview} headingLevel={3} />}
        onPublish={publish}
        isPublishing={create.isPending}
        serverErrors={serverErrors}
        publishError={publishError}
      />
    </div>
  );
}
