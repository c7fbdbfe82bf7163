import { getAccessToken, refreshSession, setSession } from './auth-session';

/** A response whose body records whether it was read or cancelled. */
function trackedResponse(status: number, body: string) {
  let settled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      settled = true;
      controller.enqueue(new TextEncoder().encode(body));
      controller.close();
    },
    cancel() {
      settled = true;
    },
  });
  return { response: new Response(stream, { status }), settled: () => settled };
}

describe(refreshSession.name, () => {
  it('should cancel the body of a refused refresh (the request must finish) and end the session', async () => {
    setSession({ accessToken: 'old', expiresIn: 900 });
    const { response, settled } = trackedResponse(401, '{"message":"Unauthorized"}');
    const fetchFn = vi.fn(() => Promise.resolve(response));

    await expect(refreshSession(fetchFn)).resolves.toBeNull();
    expect(settled()).toBe(true);
    expect(response.bodyUsed || response.body?.locked).toBe(true);
    expect(getAccessToken()).toBeNull();
  });

  it('should read the session of an accepted refresh', async () => {
    const session = { accessToken: 'new', expiresIn: 900 };
    const { response, settled } = trackedResponse(200, JSON.stringify(session));

    await expect(refreshSession(() => Promise.resolve(response))).resolves.toEqual(session);
    expect(settled()).toBe(true);
    expect(getAccessToken()).toBe('new');
  });
});
