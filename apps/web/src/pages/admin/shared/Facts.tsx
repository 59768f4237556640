import type { ReactNode } from "react";

/** Read-only facts as a description list: a label column and a value column from `sm` up. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
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
  if (documents.length === 0) return <span className="text-fg-muted">{emptyText}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {documents.map((document) => (
        <li key={document.id}>
          <a
            href={document.path}
            target="_blank"
            rel="noreferrer"
            className="rounded-sm break-all text-primary underline underline-offset-2 outline-none hover:text-primary-hover focus-visible:ring-2 focus-visible:ring-focus"
          >
            {document.name || document.path.split("?")[0]?.split("/").pop()}
          </a>
          {document.label ? <span className="text-fg-muted"> · {document.label}</span> : null}
        </li>
      ))}
    </ul>
  );
}
