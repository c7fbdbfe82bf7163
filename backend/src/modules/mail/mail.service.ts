import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { appConfig, mailConfig } from '../../config';
import { renderMail, type MailTemplate } from './mail-templates';

export interface OutgoingMail {
  to: string;
  template: MailTemplate;
  language: string;
  link?: string;
  /** How long the link works, in hours (the invitation says so). */
  validHours?: number;
}

/**
 * Sends the account e-mails over SMTP (SMTP_URL); without it (never in production, see
 * mail.config.ts) each message is written to MAIL_DIR (default var/mail) as an .eml file. The
 * link it carries is a credential: it is never logged.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly dir: string;

  constructor(
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {
    this.dir = config.dir ?? join(app.varDir, 'mail');
    this.transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const content = renderMail(mail.template, mail.language, {
      product: this.app.productName,
      link: mail.link,
      validHours: mail.validHours,
    });
    const info = await this.transport.sendMail({ from: this.config.from, to: mail.to, ...content });
    if (this.config.smtpUrl) return;
    const message = (info as { message?: Buffer }).message;
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(
      this.dir,
      `${stamp}-${mail.template}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`,
    );
    await writeFile(file, message ?? '');
    this.logger.log(`${mail.template} e-mail written to ${file} (open it for the link)`);
  }

  /** Sends without making the caller wait; failures are logged (the request already succeeded). */
  sendInBackground(mail: OutgoingMail): void {
    this.send(mail).catch((error: unknown) =>
      this.logger.error(
        `Could not send ${mail.template} e-mail: ${error instanceof Error ? error.message : error}`,
      ),
    );
  }
}
