import { type ReactNode, useId } from "react";

/** A titled section of the home page, named by its h2. */
export function HomeSection({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className ?? "cw:flex cw:flex-col cw:gap-4"}>
      <div className="cw:flex cw:flex-wrap cw:items-baseline cw:justify-between cw:gap-2">
        <h2 id={id} className="cw:text-2xl cw:font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
