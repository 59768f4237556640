import { Column, Img, Row, Section, Text } from "@react-email/components";
import { MailAction } from "./MailAction";
import { MailLayout } from "./MailLayout";
import { MailHeading, paragraph } from "./MailText";
import { light, mailClass } from "./mail-theme";

export interface TransferMailProps {
  lang: string;
  /** The subject, repeated as the card's heading. */
  heading: string;
  /** Thanks, the amount and what to do. */
  intro: string;
  /** The transfer's fields, in the order a banking app asks for them. */
  details: { label: string; value: string }[];
  /** The EPC QR code as an inline image (`cid:`), and what it is for; euros only. */
  qr: { src: string; alt: string; caption: string } | null;
  /** The checkout page with the same details, and its button's words. */
  url: string;
  actionLabel: string;
  /** The sentence with the page's address written out, for a client that hides the button. */
  fallback: string;
  /** When the donation counts, and the receipt that follows. */
  after: string;
  footer: string;
}

const cell = { ...paragraph, margin: 0, padding: "6px 0" };

/**
 * A bank transfer's instructions: the account, the amount and the donation's reference as a table
 * the donor copies from, the EPC QR code their banking app scans, and the way back to the same
 * details on the site.
 */
export function TransferMail(props: TransferMailProps) {
  const { lang, heading, intro, details, qr, url, actionLabel, fallback, after, footer } = props;
  return (
    <MailLayout
      lang={lang}
      preview={intro.split("\n").find((line) => line) ?? heading}
      footer={footer}
    >
      <MailHeading>{heading}</MailHeading>
      <Text className={mailClass.text} style={paragraph}>
        {intro}
      </Text>
      <Section
        className={mailClass.rule}
        style={{ border: `1px solid ${light.border}`, borderRadius: 8, padding: "8px 16px" }}
      >
        {details.map((row) => (
          <Row key={row.label}>
            <Column
              className={mailClass.muted}
              style={{ ...cell, color: light.muted, width: "38%" }}
            >
              {row.label}
            </Column>
            <Column className={mailClass.text} style={{ ...cell, fontWeight: 600 }}>
              {row.value}
            </Column>
          </Row>
        ))}
      </Section>
      {qr ? (
        <Section style={{ margin: "16px 0 0", textAlign: "center" }}>
          {/* Dark on white with its quiet zone in either theme, as scanners need. */}
          <Img
            src={qr.src}
            alt={qr.alt}
            width={176}
            height={176}
            style={{ margin: "0 auto", backgroundColor: "#ffffff", borderRadius: 6 }}
          />
          <Text
            className={mailClass.muted}
            style={{ ...paragraph, color: light.muted, fontSize: 13, margin: "8px 0 0" }}
          >
            {qr.caption}
          </Text>
        </Section>
      ) : null}
      <Section style={{ margin: "20px 0 16px" }}>
        <MailAction url={url} label={actionLabel} fallback={fallback} />
      </Section>
      <Text className={mailClass.text} style={paragraph}>
        {after}
      </Text>
    </MailLayout>
  );
}
