import { Button } from "@react-email/components";
import { paragraph, SentenceWithLink } from "./MailText";
import { light, mailClass } from "./mail-theme";

/**
 * An e-mail's one step as a button, with the sentence that writes its address out under it for a
 * client that hides the button.
 */
export function MailAction({
  url,
  label,
  fallback,
}: {
  url: string;
  label: string;
  /** The sentence holding `url` ("If the button does not work, copy …"). */
  fallback?: string;
}) {
  return (
    <>
      <Button
        href={url}
        className={mailClass.action}
        style={{
          backgroundColor: light.primary,
          color: light.onPrimary,
          borderRadius: 8,
          fontSize: 16,
          fontWeight: 600,
          lineHeight: "24px",
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {label}
      </Button>
      {fallback ? (
        <SentenceWithLink
          sentence={fallback}
          url={url}
          className={`${mailClass.muted} ${mailClass.fallback}`}
          style={{
            ...paragraph,
            color: light.muted,
            fontSize: 13,
            lineHeight: "20px",
            margin: "12px 0 0",
          }}
        />
      ) : null}
    </>
  );
}
