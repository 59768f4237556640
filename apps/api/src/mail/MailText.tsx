import { Heading, Link, Text } from "@react-email/components";
import type { CSSProperties } from "react";
import { aroundLink } from "./mail-blocks";
import { light, mailClass } from "./mail-theme";

export const paragraph: CSSProperties = {
  color: light.text,
  fontSize: 16,
  lineHeight: "24px",
  margin: "0 0 16px",
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
};

/** A sentence holding an address, the address drawn as a link (the fallback, the unsubscribe). */
export function SentenceWithLink({
  sentence,
  url,
  className,
  style,
}: {
  sentence: string;
  url: string;
  className?: string;
  style?: CSSProperties;
}) {
  const parts = aroundLink(sentence, url);
  return (
    <Text className={className ?? mailClass.text} style={style ?? paragraph}>
      {parts ? (
        <>
          {parts.before}
          <Link href={url} className={mailClass.link} style={{ color: light.primary }}>
            {url}
          </Link>
          {parts.after}
        </>
      ) : (
        sentence
      )}
    </Text>
  );
}

/** A paragraph of an e-mail's words; an address of `links` written in it is drawn as a link. */
export function MailParagraph({ text, links = [] }: { text: string; links?: string[] }) {
  const link = links.find((url) => text.includes(url));
  if (link) return <SentenceWithLink sentence={text} url={link} />;
  return (
    <Text className={mailClass.text} style={paragraph}>
      {text}
    </Text>
  );
}

/** The card's heading: the subject again, as the message's title. */
export function MailHeading({ children }: { children: string }) {
  return (
    <Heading
      as="h1"
      className={mailClass.text}
      style={{ color: light.text, fontSize: 22, lineHeight: "30px", margin: "0 0 16px" }}
    >
      {children}
    </Heading>
  );
}
