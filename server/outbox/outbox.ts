// The outbox: every email, text message and device notification is stored here first. With a
// mailer configured, emails are also delivered over SMTP and marked sent (or
// failed: the message stays in the outbox and the operation that sent it
// answers errno 151). The development page and its JSON twin read recent
// messages back.
import type { Database } from '../db/database';
import { appError } from '../errors';
import type { Logger } from '../log';
import type { Mailer } from './mailer';
import type { EmailTemplate, NoticeTemplate, RenderedEmail } from './templates';
import { renderCodeEmail, renderNoticeEmail } from './templates';
import type { MessageStrings } from './strings';

export interface OutboxMessage {
  readonly id: string;
  readonly to: string;
  readonly kind: 'email' | 'sms' | 'push';
  readonly subject?: string;
  readonly text: string;
  readonly html?: string;
  readonly code: string | null;
  readonly createdAt: number;
}

export interface CodeEmail {
  readonly to: string;
  readonly uid?: string;
  readonly locale: string;
  readonly template: EmailTemplate;
  readonly code: string;
  readonly minutes: number;
  /** A link the email offers beside the code (the unblock email's report link). */
  readonly link?: string;
}

export interface NoticeEmail {
  readonly to: string;
  readonly uid?: string;
  readonly locale: string;
  readonly template: NoticeTemplate;
}

export interface TextMessage {
  readonly to: string;
  readonly uid?: string;
  readonly locale: string;
  readonly template: string;
  readonly text: string;
  readonly code?: string;
}

/** A notification to one signed-in device (a session), with the link it opens. */
export interface PushNotification {
  /** The receiving session's id. */
  readonly sessionId: string;
  readonly uid: string;
  readonly locale: string;
  readonly template: string;
  readonly title: string;
  readonly body: string;
  readonly url: string;
  /** The single-use token the link carries. */
  readonly token: string;
}

interface OutboxRow {
  id: number;
  channel: 'email' | 'sms' | 'push';
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  code: string | null;
  created_at: number;
}

export class Outbox {
  constructor(
    private readonly db: Database,
    private readonly strings: MessageStrings,
    private readonly mailer: Mailer | undefined,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Stores an email carrying a code and, with SMTP configured, sends it;
   * returns the message id. When the SMTP server refuses the message or
   * cannot be reached, the stored message is marked failed and errno 151
   * (Failed to send email) is thrown.
   */
  async sendCodeEmail(mail: CodeEmail): Promise<string> {
    const rendered = renderCodeEmail(this.strings, mail.template, mail.locale, { code: mail.code, minutes: mail.minutes, link: mail.link });
    return this.storeAndSend(mail, rendered, mail.code);
  }

  /** Stores and sends an email telling of a change to the account; failures as for codes (151). */
  async sendNoticeEmail(mail: NoticeEmail): Promise<string> {
    const rendered = renderNoticeEmail(this.strings, mail.template, mail.locale, { email: mail.to });
    return this.storeAndSend(mail, rendered, null);
  }

  private async storeAndSend(
    mail: { to: string; uid?: string; locale: string; template: string },
    rendered: RenderedEmail,
    code: string | null,
  ): Promise<string> {
    const now = this.now();
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO outbox (channel, recipient, normalized_recipient, uid, template, locale, subject, text_body, html_body, code, created_at, updated_at)
       VALUES ('email', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
      [mail.to, mail.to.toLowerCase(), mail.uid ?? null, mail.template, mail.locale, rendered.subject, rendered.text, rendered.html, code, now],
    );
    const id = rows[0]!.id;
    if (this.mailer) {
      try {
        await this.mailer.send({ to: mail.to, ...rendered });
        await this.db.query(`UPDATE outbox SET status = 'sent', sent_at = $2, updated_at = $2 WHERE id = $1`, [id, this.now()]);
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'unknown';
        await this.db.query(`UPDATE outbox SET status = 'failed', error = $2, updated_at = $3 WHERE id = $1`, [id, reason.slice(0, 500), this.now()]);
        this.logger.error('mail delivery failed', { outboxId: id, template: mail.template, reason });
        throw appError('FAILED_TO_SEND_EMAIL');
      }
    }
    return String(id);
  }

  /** Stores a text message; returns its id. Delivery to a phone network is not part of this server. */
  async sendText(message: TextMessage): Promise<string> {
    const now = this.now();
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO outbox (channel, recipient, normalized_recipient, uid, template, locale, subject, text_body, code, created_at, updated_at)
       VALUES ('sms', $1, $1, $2, $3, $4, '', $5, $6, $7, $7) RETURNING id`,
      [message.to, message.uid ?? null, message.template, message.locale, message.text, message.code ?? null, now],
    );
    return String(rows[0]!.id);
  }

  /**
   * Stores a notification to a signed-in device; returns its id. The
   * reference server delivers no further: a deployment hands it to the
   * device's push service.
   */
  async sendPush(push: PushNotification): Promise<string> {
    const now = this.now();
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO outbox (channel, recipient, normalized_recipient, uid, template, locale, subject, text_body, code, created_at, updated_at)
       VALUES ('push', $1, $1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
      [push.sessionId, push.uid, push.template, push.locale, push.title, `${push.body}\n${push.url}`, push.token, now],
    );
    return String(rows[0]!.id);
  }

  /** Deletes messages stored before `before`; returns how many. */
  async purge(before: number): Promise<number> {
    const rows = await this.db.query('DELETE FROM outbox WHERE created_at < $1 RETURNING id', [before]);
    return rows.length;
  }

  /** Recent messages, newest first, optionally only those to one address, number or device (session id). */
  async recent(filter: { email?: string; phone?: string; device?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
    const limit = Math.min(Math.max(filter.limit ?? 20, 1), 100);
    const recipient = filter.email?.toLowerCase() ?? filter.phone ?? filter.device;
    const rows = await this.db.query<OutboxRow>(
      recipient === undefined
        ? `SELECT id, channel, recipient, subject, text_body, html_body, code, created_at FROM outbox
            ORDER BY created_at DESC, id DESC LIMIT $1`
        : `SELECT id, channel, recipient, subject, text_body, html_body, code, created_at FROM outbox
            WHERE normalized_recipient = $2 ORDER BY created_at DESC, id DESC LIMIT $1`,
      recipient === undefined ? [limit] : [limit, recipient],
    );
    return rows.map((row) => ({
      id: String(row.id),
      to: row.recipient,
      kind: row.channel,
      ...(row.channel === 'email' ? { subject: row.subject, html: row.html_body ?? '' } : {}),
      ...(row.channel === 'push' ? { subject: row.subject } : {}),
      text: row.text_body,
      code: row.code,
      createdAt: row.created_at,
    }));
  }
}
