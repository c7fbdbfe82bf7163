import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';

export interface StubSmsRequest {
  to: string;
  from: string;
  body: string;
  idempotencyKey: string | null;
  authorization: string | null;
  receivedAt: number;
}

export interface SmsStub {
  url: string;
  /** Every request the stub received, duplicates included. */
  requests: StubSmsRequest[];
  /** Messages the stub accepted, one per idempotency key (what a phone would receive). */
  delivered(): StubSmsRequest[];
  /** Answer the next `n` requests with `status` (simulates a provider outage) and `message`. */
  failNext(n: number, status?: number, message?: string): void;
  /** Delay every answer by `ms` (a slow provider; lets a test kill a worker mid-request). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export const STUB_ACCOUNT = 'AC0000000000000000000000000000test';
export const STUB_TOKEN = 'stub-token';

/**
 * A small server speaking Twilio's Messages API: form-encoded POST to
 * /2010-04-01/Accounts/{sid}/Messages.json with Basic auth; 201 JSON with a `sid`. A repeated
 * Idempotency-Key gets the first answer again and is not delivered twice.
 */
export async function startSmsStub(): Promise<SmsStub> {
  const requests: StubSmsRequest[] = [];
  const byKey = new Map<string, { sid: string; request: StubSmsRequest }>();
  const accepted: StubSmsRequest[] = [];
  let failures: { left: number; status: number; message: string } = {
    left: 0,
    status: 500,
    message: 'Internal error',
  };
  let delayMs = 0;
  const expectedAuth = `Basic ${Buffer.from(`${STUB_ACCOUNT}:${STUB_TOKEN}`).toString('base64')}`;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !match) return send(404, { message: 'Not found' });
      if (req.headers.authorization !== expectedAuth || match[1] !== STUB_ACCOUNT)
        return send(401, { code: 20003, message: 'Authenticate' });
      const form = new URLSearchParams(raw);
      const request: StubSmsRequest = {
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
        authorization: req.headers.authorization ?? null,
        receivedAt: Date.now(),
      };
      requests.push(request);
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      if (failures.left > 0) {
        failures = { ...failures, left: failures.left - 1 };
        return send(failures.status, { code: 20500, message: failures.message });
      }
      if (!request.to || !request.body) return send(400, { code: 21604, message: 'To required' });
      const previous = request.idempotencyKey ? byKey.get(request.idempotencyKey) : undefined;
      if (previous) return send(201, { sid: previous.sid, status: 'queued' });
      const sid = `SM${randomUUID().replace(/-/g, '')}`;
      if (request.idempotencyKey) byKey.set(request.idempotencyKey, { sid, request });
      accepted.push(request);
      send(201, { sid, status: 'queued', to: request.to, body: request.body });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    delivered: () => [...accepted],
    failNext: (n, status = 503, message = 'Internal error') => {
      failures = { left: n, status, message };
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** Environment pointing the backend's SMS adapter at the stub. */
export function smsStubEnv(stub: SmsStub, staff = '+40700000001'): Record<string, string> {
  return {
    SMS_PROVIDER: 'twilio',
    SMS_API_BASE_URL: stub.url,
    SMS_ACCOUNT_SID: STUB_ACCOUNT,
    SMS_AUTH_TOKEN: STUB_TOKEN,
    SMS_FROM: '+15005550006',
    SMS_STAFF_NUMBERS: staff,
  };
}
