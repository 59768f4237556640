import { useState, useSyncExternalStore } from "react";

export interface MailPreviewProps {
  /** The e-mail's HTML part, as sent. */
  html: string;
  /** The subject, shown above it as a mail client would and naming the frame. */
  subject: string;
  /** A phone's width (390) or a desktop client's reading pane (640). */
  width?: number;
}

/** Whether the page around the preview is in the dark theme (the toolbar's, or a story test's). */
function useDarkPage(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const observer = new MutationObserver(changed);
      observer.observe(document.documentElement, { attributeFilter: ["data-theme"] });
      return () => observer.disconnect();
    },
    () => document.documentElement.dataset.theme === "dark",
    () => false,
  );
}

/** The e-mail as a client on a dark system shows it: its prefers-color-scheme rules in force. */
export function asOnADarkSystem(html: string): string {
  return html.replaceAll("@media (prefers-color-scheme: dark)", "@media all");
}

/**
 * An e-mail as a mail client shows it, for the E-mails stories: the subject, then the HTML part in
 * a frame of its own (its styles apply to it alone, as in a client), as tall as the e-mail. In the
 * dark theme the frame shows what a client on a dark system shows: the e-mail's own dark rules.
 */
export function MailPreview({ html, subject, width = 640 }: MailPreviewProps) {
  const [height, setHeight] = useState(320);
  const dark = useDarkPage();
  return (
    <figure className="cw-mail-preview" style={{ margin: 0, width }}>
      <figcaption style={{ font: "600 15px/22px system-ui, sans-serif", margin: "0 0 8px" }}>
        {subject}
      </figcaption>
      <iframe
        title={subject}
        srcDoc={dark ? asOnADarkSystem(html) : html}
        onLoad={(event) => {
          const body = event.currentTarget.contentDocument?.body;
          if (body) setHeight(body.scrollHeight);
        }}
        style={{ width: "100%", height, border: 0, display: "block" }}
      />
    </figure>
  );
}
