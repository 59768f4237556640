import type { ReactNode } from "react";

/** Read-only facts as a description list: a label column and a value column from `sm` up. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="cw:grid cw:gap-x-6 cw:gap-y-1.5 cw:text-sm cw:sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="cw:contents">
          <dt className="cw:text-fg-muted">{label}</dt>
          <dd className="cw:min-w-0 cw:break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The documents of an account, a withdrawal or a campaign, each opening in a new tab. */
export function DocumentLinks({
  documents,
  emptyText,
}: {
  documents: readonly { id: number; path: string; name?: string | undefined; label?: string }[];
  emptyText: string;
}) {
  if (documents.length === 0) return <span className="cw:text-fg-muted">{emptyText}</span>;
  return (
    <ul className="cw:flex cw:flex-col cw:gap-1">
      {documents.map((document) => (
        <li key={document.id}>
          <a
            href={document.path}
            target="_blank"
            rel="noreferrer"
            className="cw:rounded-sm cw:break-all cw:text-primary cw:underline cw:underline-offset-2 cw:outline-none cw:hover:text-primary-hover cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
          >
            {document.name || document.path.split("?")[0]?.split("/").pop()}
          </a>
          {document.label ? <span className="cw:text-fg-muted"> · {document.label}</span> : null}
        </li>
      ))}
    </ul>
  );
}
