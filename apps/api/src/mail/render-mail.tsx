import { render } from "@react-email/render";
import { ActionMail, type ActionMailProps } from "./ActionMail";
import { ThankYouMail, type ThankYouMailProps } from "./ThankYouMail";
import { TransferMail, type TransferMailProps } from "./TransferMail";

// An e-mail's HTML part: its template rendered by React Email (React's server renderer, the same
// react and react-dom the site runs), with the XHTML doctype mail clients expect.

export function actionMailHtml(props: ActionMailProps): Promise<string> {
  return render(<ActionMail {...props} />);
}

export function thankYouMailHtml(props: ThankYouMailProps): Promise<string> {
  return render(<ThankYouMail {...props} />);
}

export function transferMailHtml(props: TransferMailProps): Promise<string> {
  return render(<TransferMail {...props} />);
}
