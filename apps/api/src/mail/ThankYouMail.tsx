import { Section, Text } from "@react-email/components";
import { MailLayout } from "./MailLayout";
import { MailHeading, paragraph } from "./MailText";
import { light, mailClass } from "./mail-theme";

export interface ThankYouMailProps {
  lang: string;
  heading: string;
  /** "The campaign “…” wrote to you after your donation:" */
  intro: string;
  /** The owner's own words, as they typed them (plain text; React escapes it). */
  message: string;
  footer: string;
}

/** A campaign owner's thank-you to a donor: their words, framed and quoted. */
export function ThankYouMail({ lang, heading, intro, message, footer }: ThankYouMailProps) {
  return (
    <MailLayout lang={lang} preview={message.slice(0, 140)} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <Text className={mailClass.text} style={paragraph}>
        {intro}
      </Text>
      <Section
        className={mailClass.rule}
        style={{
          borderLeft: `4px solid ${light.border}`,
          padding: "0 0 0 16px",
          margin: "0 0 16px",
        }}
      >
        <Text className={mailClass.text} style={{ ...paragraph, margin: 0 }}>
          {message}
        </Text>
      </Section>
    </MailLayout>
  );
}
