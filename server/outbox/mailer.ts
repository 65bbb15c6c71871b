// Delivery of stored emails over SMTP (nodemailer), when SMTP_URL is set.
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A full "Name <address>" or the name and address apart (nodemailer quotes the name). */
export type MailSender = string | { readonly name: string; readonly address: string };

export function createSmtpMailer(smtpUrl: string, from: MailSender): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close() {
      transport.close();
    },
  };
}
