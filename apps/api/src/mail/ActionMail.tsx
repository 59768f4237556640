import type { ReactNode } from "react";
import { MailAction } from "./MailAction";
import { MailLayout } from "./MailLayout";
import { MailHeading, MailParagraph, SentenceWithLink } from "./MailText";
import type { MailBlock } from "./mail-blocks";
import { light, mailClass } from "./mail-theme";

export interface ActionMailProps {
  lang: string;
  /** The subject, repeated as the card's heading. */
  heading: string;
  /** The words (mailBlocks of the text part): paragraphs, and the link's place as the button. */
  blocks: MailBlock[];
  /** The button's words ("Confirm my e-mail address"). */
  actionLabel: string;
  /** Addresses written in the words that are drawn as links (a receipt's campaign). */
  links?: string[];
  /** The sentence under the button with the address written out, for a client that hides it. */
  fallback?: (url: string) => string;
  /** The small print (mail.footer), and a subscription's one-click stop when there is one. */
  footer: string;
  unsubscribe?: { sentence: string; url: string };
}

/**
 * An e-mail that asks for one step (confirm an address, set a password, see what happened): the
 * subject as a heading, the words, the step as a button with its address written out under it.
 */
export function ActionMail({
  lang,
  heading,
  blocks,
  actionLabel,
  links = [],
  fallback,
  footer,
  unsubscribe,
}: ActionMailProps) {
  const preview = blocks.find((block) => block.kind === "text")?.text ?? heading;
  const small: ReactNode = unsubscribe ? (
    <>
      {footer}
      <br />
      <SentenceWithLink
        sentence={unsubscribe.sentence}
        url={unsubscribe.url}
        className={mailClass.muted}
        style={{ color: light.muted, fontSize: 13, lineHeight: "20px", margin: "8px 0 0" }}
      />
    </>
  ) : (
    footer
  );
  return (
    <MailLayout lang={lang} preview={preview} footer={small}>
      <MailHeading>{heading}</MailHeading>
      {blocks.map((block, index) =>
        block.kind === "text" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never move
          <MailParagraph key={index} text={block.text} links={links} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never move
          <div key={index} style={{ margin: "8px 0 16px" }}>
            <MailAction
              url={block.url}
              label={actionLabel}
              {...(fallback ? { fallback: fallback(block.url) } : {})}
            />
          </div>
        ),
      )}
    </MailLayout>
  );
}
