import { useTranslator } from "@causeway/i18n/react";
import { PAYMENT_METHODS } from "@causeway/rules";
import { Alert } from "@causeway/ui";

/**
 * Which payment methods take real money on this deployment (a provider's keys are set) and which
 * go to the built-in sandbox, where nothing is charged and a refund moves nothing either.
 */
export function LiveMethods({ methods }: { methods: readonly string[] }) {
  const { t, locale } = useTranslator();
  const name = (method: string) => t(`donate.method.${method.toLowerCase()}`);
  const sandbox = PAYMENT_METHODS.filter((method) => !methods.includes(method));
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(locale, { type: "conjunction" }).format(items.map(name));
  return (
    <Alert
      variant={methods.length ? "info" : "warning"}
      title={
        methods.length
          ? t("web.admin.donations.live", { methods: list(methods) })
          : t("web.admin.donations.none_live")
      }
      description={
        sandbox.length ? t("web.admin.donations.sandbox", { methods: list(sandbox) }) : undefined
      }
    />
  );
}
