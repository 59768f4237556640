import {
  bankAccountQueries,
  type Campaign,
  type CurrencyRef,
  settingsQueries,
  type Withdraw,
  withdrawQueries,
} from "@causeway/api-client";
import {
  BankAccountAction,
  CampaignTransferForm,
  CampaignUpdateModal,
  OwnerWithdrawalForm,
  ProviderWithdrawalForm,
  WithdrawCreatedModal,
  type WithdrawType,
  WithdrawTypeChooser,
} from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { editedWithdrawal, hasTargetCampaign } from "@causeway/rules";
import { Alert, Button, Link, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { CampaignFigures } from "../shared/CampaignFigures";
import { OwnedCampaign } from "../shared/OwnedCampaign";
import { BankAccountSection, useBankAccountView } from "./BankAccountSection";
import { WithdrawalDetails } from "./WithdrawalDetails";
import { WithdrawalList } from "./WithdrawalList";

/** Where the withdrawal rules and terms are (the chooser's link). */
export const WITHDRAWAL_RULES_HREF = "/terms";

/**
 * /campaign/{campaign}/dashboard/withdraw (000 §2): the owner's withdrawals. Anyone else goes to
 * the campaign page; ?withdraw={id} opens a request, ?bank_account={id} the bank account.
 */
export function WithdrawPage() {
  return <OwnedCampaign>{(campaign) => <Withdrawals campaign={campaign} />}</OwnedCampaign>;
}

type Step = null | "chooser" | WithdrawType;

function Withdrawals({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const withdrawParam = Number(params.get("withdraw"));
  const withdrawId = Number.isInteger(withdrawParam) && withdrawParam > 0 ? withdrawParam : null;
  const bankParam = params.has("bank_account");
  const [step, setStep] = useState<Step>(bankParam ? "user" : null);
  const [editing, setEditing] = useState(false);
  const [modal, setModal] = useState<null | "created" | "update">(null);
  // The withdrawal just created: a transfer's success modal says where the money went.
  const [createdWithdraw, setCreatedWithdraw] = useState<Withdraw | null>(null);
  const here = `/campaign/${campaign.url}/dashboard/withdraw`;

  // A link to ?bank_account= (a notification) opens the bank account; a new ?withdraw= shows it.
  useEffect(() => {
    if (bankParam) setStep("user");
  }, [bankParam]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a different request leaves edit mode.
  useEffect(() => setEditing(false), [withdrawId]);

  const clearParams = () => {
    if (!params.has("withdraw") && !params.has("bank_account")) return;
    const next = new URLSearchParams(params);
    next.delete("withdraw");
    next.delete("bank_account");
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const close = () => {
    setStep(null);
    setEditing(false);
    clearParams();
  };
  const created = (withdraw?: Withdraw) => {
    close();
    setCreatedWithdraw(withdraw ?? null);
    setModal("created");
  };

  const panel = withdrawId ? (
    <Panel
      key={`withdraw-${withdrawId}-${editing}`}
      title={t("web.dashboard.request", { id: withdrawId })}
      onClose={editing ? undefined : close}
    >
      {editing ? (
        <EditWithdrawal
          campaign={campaign}
          withdrawId={withdrawId}
          onClose={() => setEditing(false)}
          onBackToCampaign={() => navigate(`/campaign/${campaign.url}`)}
        />
      ) : (
        <WithdrawalDetails withdrawId={withdrawId} onEdit={() => setEditing(true)} />
      )}
    </Panel>
  ) : step ? (
    <Flow
      key={step}
      campaign={campaign}
      step={step}
      setStep={setStep}
      onClose={close}
      fromBankLink={bankParam}
      onCreated={created}
      onPostUpdate={() => {
        close();
        setModal("update");
      }}
    />
  ) : null;

  return (
    <div className="cw:flex cw:flex-col cw:gap-8">
      <header className="cw:flex cw:flex-col cw:gap-2">
        <Link
          href={`/campaign/${campaign.url}/dashboard`}
          variant="standalone"
          className="cw:w-fit"
        >
          <ArrowLeft aria-hidden size={16} />
          {t("web.dashboard.back")}
        </Link>
        <h1 className="cw:text-3xl cw:font-bold">{t("web.dashboard.withdraw.title")}</h1>
        <p className="cw:text-fg-muted">{campaign.name}</p>
      </header>
      <div className="cw:grid cw:items-start cw:gap-8 cw:lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="cw:flex cw:flex-col cw:gap-8 cw:lg:col-start-2 cw:lg:row-start-1">
          <CampaignFigures campaign={campaign} variant="withdraw" />
          {hasTargetCampaign(campaign) ? null : (
            <BankAccountSection campaignId={campaign.id} onOpen={() => setStep("user")} />
          )}
        </div>
        <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-8 cw:lg:col-start-1 cw:lg:row-start-1">
          {panel ?? (
            <Button size="lg" className="cw:w-fit" onPress={() => setStep("chooser")}>
              {t("web.dashboard.withdraw_link")}
            </Button>
          )}
          <WithdrawalList campaign={campaign} hrefOf={(id) => `${here}?withdraw=${id}`} />
        </div>
      </div>
      <WithdrawCreatedModal
        open={modal === "created"}
        withdraw={createdWithdraw}
        onOpenChange={(open) => {
          if (!open) setModal(null);
        }}
        onPostUpdate={() => setModal("update")}
      />
      <CampaignUpdateModal
        campaign={{ id: campaign.id, name: campaign.name }}
        open={modal === "update"}
        onOpenChange={(open) => {
          if (open) return;
          setModal(null);
          // 000 §2: on post or close the update modal goes to the campaign's withdraws page.
          navigate(here, { replace: true });
        }}
      />
    </div>
  );
}

interface PanelProps {
  title?: string;
  /** The panel's close button; forms close through their own Cancel (which asks when dirty). */
  onClose?: () => void;
  children: ReactNode;
}

/** The working area of the page: the chooser, a form, or a request. Focus moves to it on open. */
function Panel({ title, onClose, children }: PanelProps) {
  const { t } = useTranslator();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={title ? titleId : undefined}
      data-slot="withdraw-panel"
      className="cw:flex cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-4 cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:sm:p-6"
    >
      {title || onClose ? (
        <div className="cw:flex cw:items-start cw:justify-between cw:gap-3">
          {title ? (
            <h2 id={titleId} className="cw:text-lg cw:font-semibold">
              {title}
            </h2>
          ) : (
            <span />
          )}
          {onClose ? (
            <Button size="sm" variant="ghost" onPress={onClose}>
              {t("forms.success.close")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** The provider currencies (GET /currencies), the campaign's own first. */
function useCurrencies(campaign: Campaign) {
  const query = useQuery(settingsQueries.currencies());
  const currencies = useMemo<CurrencyRef[] | undefined>(() => {
    if (!query.data) return undefined;
    const refs = query.data
      .filter((currency) => currency.active)
      .map(({ id, abbreviation, name }) => ({ id, abbreviation, name }));
    const own = refs.filter((currency) => currency.id === campaign.currency.id);
    return [
      ...(own.length ? own : [campaign.currency]),
      ...refs.filter((c) => c.id !== campaign.currency.id),
    ];
  }, [query.data, campaign.currency]);
  return { currencies, query };
}

interface FlowProps {
  campaign: Campaign;
  step: Exclude<Step, null>;
  setStep: (step: Step) => void;
  onClose: () => void;
  /** Opened from a ?bank_account= link: closing the bank account closes the panel. */
  fromBankLink: boolean;
  onCreated: (withdraw: Withdraw) => void;
  onPostUpdate: () => void;
}

/**
 * The withdrawal flow (000 §2, §4): the type chooser, then the chosen form. Closing a clean form
 * returns to the chooser (a dirty one asks first); a success closes it and opens the success modal.
 */
function Flow({
  campaign,
  step,
  setStep,
  onClose,
  fromBankLink,
  onCreated,
  onPostUpdate,
}: FlowProps) {
  const { t } = useTranslator();
  const view = useBankAccountView(campaign.id);
  const { currencies, query } = useCurrencies(campaign);
  // The chooser's heading carries the Close button on its line: no empty band above it.
  const chooser = (
    <Panel>
      <WithdrawTypeChooser
        campaign={campaign}
        onChoose={setStep}
        rulesHref={WITHDRAWAL_RULES_HREF}
        onPostUpdate={onPostUpdate}
        action={
          <Button size="sm" variant="ghost" onPress={onClose}>
            {t("forms.success.close")}
          </Button>
        }
      />
    </Panel>
  );
  const back = () => setStep("chooser");

  if (step === "chooser") return chooser;
  if (step === "user") {
    const action = (
      <BankAccountAction
        campaignId={campaign.id}
        // The holder the form starts with: the person's name, or the organisation's registered one.
        beneficentName={
          campaign.beneficent_individual?.name ??
          (campaign.beneficent_business?.business_name || campaign.beneficent_business?.name) ??
          ""
        }
        open
        onClose={fromBankLink ? onClose : back}
        renderOwnerForm={(account, notice) => (
          <>
            {notice}
            <OwnerWithdrawalForm
              campaignId={campaign.id}
              campaignCurrency={campaign.currency}
              bankAccount={account}
              onSuccess={onCreated}
              onClose={fromBankLink ? onClose : back}
            />
          </>
        )}
      />
    );
    // The owner form sits in the page; the other states are modals over the chooser.
    if (view === "APPROVED") {
      return <Panel title={t("forms.chooser.user")}>{action}</Panel>;
    }
    return (
      <>
        {chooser}
        {action}
      </>
    );
  }
  if (step === "campaign") {
    return (
      <Panel title={t("forms.chooser.campaign")}>
        <CampaignTransferForm campaign={campaign} onSuccess={onCreated} onCancel={back} />
      </Panel>
    );
  }
  return (
    <Panel title={t("forms.chooser.provider")}>
      {currencies ? (
        <ProviderWithdrawalForm
          campaignId={campaign.id}
          campaignCurrency={campaign.currency}
          currencies={currencies}
          onSuccess={onCreated}
          onClose={back}
        />
      ) : query.isError ? (
        <Button className="cw:w-fit" variant="secondary" onPress={() => void query.refetch()}>
          {t("forms.currency.retry")}
        </Button>
      ) : (
        <Skeleton lines={4} />
      )}
    </Panel>
  );
}

interface EditWithdrawalProps {
  campaign: Campaign;
  withdrawId: number;
  onClose: () => void;
  onBackToCampaign: () => void;
}

/**
 * A pending request in the form of its kind, in edit mode (000 §2: no type chooser; saved with PUT,
 * then the edit success modal): a provider request in the provider form, one to the owner's
 * account in the owner form, beside the account. The request is the one the details showed.
 */
function EditWithdrawal({ campaign, withdrawId, onClose, onBackToCampaign }: EditWithdrawalProps) {
  const { t } = useTranslator();
  const { currencies } = useCurrencies(campaign);
  const withdraw = useQuery(withdrawQueries.detail(withdrawId));
  const edited = withdraw.data ? editedWithdrawal(withdraw.data) : null;
  const account = useQuery({
    ...bankAccountQueries.detail(campaign.id),
    enabled: edited?.kind === "personal",
  });
  if (edited?.kind === "service" && currencies) {
    return (
      <ProviderWithdrawalForm
        campaignId={campaign.id}
        campaignCurrency={campaign.currency}
        currencies={currencies}
        edit={edited}
        onClose={onClose}
        onBackToCampaign={onBackToCampaign}
      />
    );
  }
  if (edited?.kind === "personal" && account.data) {
    return (
      <OwnerWithdrawalForm
        campaignId={campaign.id}
        campaignCurrency={campaign.currency}
        bankAccount={account.data}
        edit={edited}
        onClose={onClose}
        onBackToCampaign={onBackToCampaign}
      />
    );
  }
  if (withdraw.isError || account.isError) {
    return (
      <Alert
        variant="danger"
        title={t("web.dashboard.detail.failed")}
        action={
          <Button
            size="sm"
            variant="secondary"
            onPress={() => void (withdraw.isError ? withdraw.refetch() : account.refetch())}
          >
            {t("forms.currency.retry")}
          </Button>
        }
      />
    );
  }
  return <Skeleton lines={4} />;
}
