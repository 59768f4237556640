import { formatIbanForDisplay } from "@causeway/rules";
import { Fragment } from "react";

export interface IbanTextProps {
  iban: string;
  className?: string;
}

/**
 * An IBAN for reading, in groups of four ("DE89 3704 0044 …"). A line may break between groups,
 * never inside one, however narrow the screen.
 */
export function IbanText({ iban, className }: IbanTextProps) {
  const groups = formatIbanForDisplay(iban).split(" ");
  return (
    <span data-slot="iban-text" className={className}>
      {groups.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one IBAN, in order.
        <Fragment key={index}>
          {index > 0 ? " " : null}
          <span className="cw:whitespace-nowrap">{group}</span>
        </Fragment>
      ))}
    </span>
  );
}
