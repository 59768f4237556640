import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { darkStyles, light, mailClass } from "./mail-theme";

export interface MailLayoutProps {
  /** The recipient's language (the html's lang; Arabic-script languages are not among the 14). */
  lang: string;
  /** The line a mail client shows beside the subject in its list. */
  preview: string;
  /** The small print under the card: who sends it, and how to stop this kind. */
  footer: ReactNode;
  children: ReactNode;
}

const font =
  '"Inter", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/**
 * Every e-mail's frame: the Causeway name, a card with the message, the small print. At most 560
 * px wide and fluid below, so it reads on a phone; light inline, dark through MailLayout's style
 * block (mail-theme.ts) for clients that follow the system's dark mode.
 */
export function MailLayout({ lang, preview, footer, children }: MailLayoutProps) {
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkStyles}</style>
      </Head>
      <Preview>{preview}</Preview>
      {/* React Email's Body repeats its style on a table cell inside; the page's colour is on a
          section of its own instead, which the dark rules can reach. */}
      <Body className={mailClass.page} style={{ margin: 0, padding: 0 }}>
        <Section
          className={mailClass.page}
          style={{ backgroundColor: light.page, padding: "24px 0", fontFamily: font }}
        >
          <Container style={{ maxWidth: 560, width: "100%", padding: "0 12px" }}>
            <Text
              className={mailClass.text}
              style={{
                color: light.text,
                fontSize: 20,
                fontWeight: 700,
                lineHeight: "28px",
                margin: "0 0 16px",
              }}
            >
              Causeway
            </Text>
            <Section
              className={mailClass.card}
              style={{
                backgroundColor: light.card,
                border: `1px solid ${light.border}`,
                borderRadius: 12,
                padding: "24px 24px 8px",
              }}
            >
              {children}
            </Section>
            <Hr
              className={mailClass.rule}
              style={{ borderColor: light.border, margin: "24px 0 12px" }}
            />
            <Text
              className={mailClass.muted}
              style={{ color: light.muted, fontSize: 13, lineHeight: "20px", margin: 0 }}
            >
              {footer}
            </Text>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
