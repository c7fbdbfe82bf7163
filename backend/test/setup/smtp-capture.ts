import { SMTPServer } from 'smtp-server';
import { freePort } from './ports';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The first http(s) link of the message (quoted-printable soft breaks undone). */
  link: string | null;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  /** Waits until a message to `address` arrives; returns the newest one. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<CapturedMail>;
  stop(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = decodeQuotedPrintable(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: text,
          link: /https?:\/\/[^\s"<>]+/.exec(text)?.[0] ?? null,
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const mine = () => messages.filter((m) => m.to.includes(address.toLowerCase()));
      while (mine().length < count) {
        if (Date.now() > deadline) throw new Error(`No e-mail #${count} to ${address}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return mine()[mine().length - 1]!;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
