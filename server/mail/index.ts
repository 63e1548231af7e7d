import type { ServerConfig } from '../config';
import { logger } from '../../lib/log/logger';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Only for the dev log line, so a developer without SMTP can read the code in the console. */
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the outbox table (read by GET /v1/dev/outbox) and a log line. */
export async function createMailer(db: Db, config: ServerConfig): Promise<Mailer> {
  if (config.smtpUrl) {
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send({ to, subject, text }) {
        await transport.sendMail({ from: config.mailFrom, to, subject, text });
      },
    };
  }
  return {
    async send({ to, subject, text, code }) {
      await db.insert(outbox).values({ to, subject, text });
      // The code in the line on purpose: without SMTP it is how a developer reads it (config.logMail).
      if (config.logMail)
        logger().info({ src: 'mail', to, subject, ...(code ? { code } : {}) }, 'mail kept in the outbox');
    },
  };
}
