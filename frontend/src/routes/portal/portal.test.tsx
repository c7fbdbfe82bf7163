import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, getAccessToken } from '@/lib/auth-session';
import { fakeApi, PAGE_TEST_TIMEOUT, renderRoute } from '@/testing/test-utils';
import { Component as PortalPage } from './portal';

function open(reply: Parameters<typeof fakeApi>[0][number][1], language?: 'es' | 'de') {
  const api = fakeApi([[/^auth\/login$/, reply]]);
  const view = renderRoute(PortalPage, {
    path: '/portal',
    url: '/portal',
    fetchFn: api.fetchFn,
    language,
  });
  return { ...view, requests: api.requests };
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('PortalPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('should show the sign-in page of the spec', async () => {
    open({ status: 500 });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeDisabled();
    expect(
      screen.getByText('Need access? Contact your account manager for secure login credentials.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByText('End-to-end encryption')).toBeInTheDocument();
    expect(screen.getByText('Multi-factor authentication')).toBeInTheDocument();
    expect(screen.getByText('Advanced access controls')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login | Access Your Dashboard | Fabrion'));
  });

  it('should refuse an invalid e-mail without calling the API', async () => {
    const { requests } = open({ status: 500 });
    await screen.findByRole('button', { name: 'Login' });
    submit('not-an-email', 'Secret-123');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(requests.filter((r) => r.pathname.endsWith('/auth/login'))).toHaveLength(0);
  });

  it('should map wrong credentials and the rate limit to the spec messages', async () => {
    open({ status: 401, body: { statusCode: 401, message: 'Invalid login credentials' } });
    await screen.findByRole('button', { name: 'Login' });
    submit('ada@example.com', 'Wrong-123');
    expect(
      await screen.findByText(
        'Invalid email or password. Please check your credentials and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
  });

  it('should tell how many minutes to wait after too many attempts', async () => {
    open({
      status: 429,
      body: {
        statusCode: 429,
        message: 'Too many requests',
        details: { retryAfterSeconds: 200, retryAfterMinutes: 4 },
      },
    });
    await screen.findByRole('button', { name: 'Login' });
    submit('ada@example.com', 'Wrong-123');
    expect(
      await screen.findByText('Please wait 4 minutes before trying again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Too many attempts')).toBeInTheDocument();
  });

  it('should keep the access token in memory and go to the dashboard on success', async () => {
    clearSession();
    const { history } = open({
      status: 200,
      body: {
        accessToken: 'token-1',
        expiresIn: 300,
        user: { id: '1', email: 'ada@example.com' },
        deviceChanged: true,
      },
    });
    await screen.findByRole('button', { name: 'Login' });
    submit('ada@example.com', 'Right-123');
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(getAccessToken()).toBe('token-1');
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Security Alert')).toBeInTheDocument();
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
    clearSession();
  });

  it("should speak the visitor's language, messages included", async () => {
    open(
      {
        status: 429,
        body: {
          statusCode: 429,
          message: 'Too many requests',
          details: { retryAfterSeconds: 60, retryAfterMinutes: 1 },
        },
      },
      'de',
    );
    expect(await screen.findByRole('heading', { name: 'Kundenanmeldung' })).toBeInTheDocument();
    expect(screen.getByText('Sicheres Kundenportal')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Anmelden | Zugang zu Ihrem Dashboard | Fabrion'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^E-Mail/ }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^Passwort/, { selector: 'input' }), {
      target: { value: 'Wrong-123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText('Bitte warten Sie 1 Minute, bevor Sie es erneut versuchen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
  });
});
