import { fieldErrorsOf, STAFF_PAGE_SIZE, staffMutations, staffQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert } from "@causeway/ui";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { DecisionStatus } from "../shared/DecisionStatus";
import { ListBody, ListPages } from "../shared/ListStates";
import { offsetOf, pageFrom, withParams } from "../shared/list-params";
import { staffErrorText } from "../shared/staff-errors";
import { OpenLine } from "./OpenLine";
import { StatementImportForm } from "./StatementImportForm";

/** The page of open lines the URL names (?page=), for the loader and the page. */
export function statementsPageQuery(params: URLSearchParams) {
  return staffQueries.statementLines({
    offset: offsetOf(pageFrom(params)),
    limit: STAFF_PAGE_SIZE,
  });
}

/**
 * /admincp/bank-statements (issue 29): staff import the platform account's statements (CAMT.053,
 * or CSV with its column mapping); the lines that carry a waiting transfer's reference and amount
 * pay it, and the rest are listed here to be matched by hand (a donor who left the reference out)
 * or left. While bank transfers go to the sandbox (`enabled` false), the page says how to take
 * them into the platform's account.
 */
export function StatementsPage() {
  const translator = useTranslator();
  const { t } = translator;
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const lines = useQuery({ ...statementsPageQuery(params), placeholderData: keepPreviousData });
  const importer = useMutation(staffMutations.importStatement());
  const matcher = useMutation(staffMutations.matchStatementLine());
  const [done, setDone] = useState<string | null>(null);
  const [importErrors, setImportErrors] = useState<Record<string, string>>({});
  const [importFailure, setImportFailure] = useState<string | null>(null);
  const [matchError, setMatchError] = useState<{ line: string; text: string } | null>(null);

  const off = lines.data?.enabled === false;
  return (
    <div className="cw:flex cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-1">
        <h1 className="cw:text-2xl cw:font-semibold">{t("web.admin.statements.title")}</h1>
        <p className="cw:text-fg-muted">{t("web.admin.statements.intro")}</p>
      </header>
      {off ? (
        <Alert
          variant="info"
          title={t("web.admin.statements.off")}
          description={t("web.admin.statements.off_hint")}
        />
      ) : (
        <>
          <StatementImportForm
            isImporting={importer.isPending}
            errors={importErrors}
            failure={importFailure}
            onImport={(statement) => {
              setDone(null);
              setImportErrors({});
              setImportFailure(null);
              return importer.mutateAsync(statement).then(
                (result) =>
                  setDone(
                    t("web.admin.statements.imported", {
                      imported: result.imported,
                      matched: result.matched,
                      open: result.imported - result.matched,
                      repeated: result.repeated,
                    }),
                  ),
                (error: unknown) => {
                  const fields = fieldErrorsOf(error);
                  if (Object.keys(fields).length) setImportErrors(fields as Record<string, string>);
                  else setImportFailure(staffErrorText(error, translator));
                  throw error;
                },
              );
            }}
          />
          <DecisionStatus message={done} />
          <section aria-labelledby="open-lines" className="cw:flex cw:flex-col cw:gap-4">
            <h2 id="open-lines" className="cw:text-lg cw:font-semibold">
              {t("web.admin.statements.open_title")}
            </h2>
            <p className="cw:text-sm cw:text-fg-muted">{t("web.admin.statements.open_hint")}</p>
            <ListBody
              query={lines}
              items={lines.data?.lines}
              keyOf={(line) => line.key}
              empty={{
                headingLevel: 3,
                icon: <Landmark aria-hidden size={32} />,
                title: t("web.admin.statements.none_open"),
                description: t("web.admin.statements.none_open_description"),
              }}
            >
              {(line) => (
                <OpenLine
                  line={line}
                  isMatching={matcher.isPending && matcher.variables?.line === line.key}
                  error={matchError?.line === line.key ? matchError.text : null}
                  onMatch={(donationId) => {
                    setDone(null);
                    setMatchError(null);
                    return matcher.mutateAsync({ line: line.key, donationId }).then(
                      () => setDone(t("web.admin.statements.matched", { id: donationId })),
                      (error: unknown) => {
                        setMatchError({ line: line.key, text: staffErrorText(error, translator) });
                        throw error;
                      },
                    );
                  }}
                />
              )}
            </ListBody>
            <ListPages
              page={page}
              total={lines.data?.total ?? 0}
              onChange={(next) => setParams(withParams(params, { page: next }))}
            />
          </section>
        </>
      )}
    </div>
  );
}
