// A Twilio-compatible SMS API for the e2e server: accepts every message, except that the first
// attempt of a message whose body contains SMS_FAIL_MARKER is refused (400, naming the number)
// so a job fails for good and ops can retry it from the back office; the retry then succeeds.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';

export const SMS_FAIL_MARKER = 'e2e-sms-fail';

export async function startSmsStub() {
  const refused = new Set();
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      const body = form.get('Body') ?? '';
      const key = req.headers['idempotency-key'] ?? body;
      const send = (status, payload) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (body.includes(SMS_FAIL_MARKER) && !refused.has(key)) {
        refused.add(key);
        return send(400, { code: 21211, message: `The 'To' number ${to} is not reachable now.` });
      }
      send(201, { sid: `SM${randomUUID().replace(/-/g, '')}`, status: 'queued' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    env: {
      SMS_PROVIDER: 'twilio',
      SMS_API_BASE_URL: `http://127.0.0.1:${port}`,
      SMS_ACCOUNT_SID: 'AC0000000000000000000000000000e2e0',
      SMS_AUTH_TOKEN: 'e2e-token',
      SMS_FROM: '+15005550006',
      SMS_STAFF_NUMBERS: '+40700000001',
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
