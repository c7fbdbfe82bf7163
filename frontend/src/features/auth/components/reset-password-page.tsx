import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { assessPasswordStrength, resetPasswordError } from '@fabrion/shared';
import { PageMeta } from '@/components/seo/page-meta';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { clearSession } from '@/lib/auth-session';
import { useResetPasswordMutation, useVerifyResetMutation } from '../api';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { StrengthMeter } from './strength-meter';

/** Reads `#access_token=…&type=recovery` once and removes it from the address bar. */
function takeTokenFromFragment(): string | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get('access_token');
  if (window.location.hash)
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  return token && fragment.get('type') === 'recovery' ? token : null;
}

/** `/reset-password`: the e-mailed link's page; new password with the strength meter. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [verify] = useVerifyResetMutation();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const tokenRef = useRef<string | null | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const strength = assessPasswordStrength(password);

  useEffect(() => {
    if (tokenRef.current !== undefined) return;
    const token = takeTokenFromFragment();
    tokenRef.current = token;
    if (!token) {
      toast({
        title: 'Access denied',
        description: 'Please use the password reset link from your email.',
        variant: 'destructive',
      });
      void navigate(paths.portal, { replace: true });
      return;
    }
    void verify({ token }).then((result) => {
      if (!result.error) return setReady(true);
      const invalid = 'status' in result.error && result.error.status === 400;
      toast(
        invalid
          ? {
              title: 'Invalid reset link',
              description: 'The password reset link is invalid or has expired.',
              variant: 'destructive',
            }
          : {
              title: 'Reset link error',
              description: 'There was an error processing your reset link. Please try again.',
              variant: 'destructive',
            },
      );
      void navigate(paths.portal, { replace: true });
    });
  }, [navigate, toast, verify]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      toast({
        title: "Passwords don't match",
        description: 'Please ensure both passwords are identical.',
        variant: 'destructive',
      });
      return;
    }
    // The meter guides; a passphrase of 15+ characters needs no character classes (ASVS 6.2.5).
    const ruleError = resetPasswordError(password);
    if (ruleError) {
      toast({
        title: 'Password requirements not met',
        description: ruleError,
        variant: 'destructive',
      });
      return;
    }
    const result = await reset({ token: tokenRef.current!, password });
    if (result.error) {
      const data =
        'status' in result.error
          ? (result.error.data as { message?: string; errors?: Record<string, string> } | undefined)
          : undefined;
      if (data?.message)
        toast({
          title: 'Password reset failed',
          description: data.errors?.password ?? data.message,
          variant: 'destructive',
        });
      else
        toast({
          title: 'An error occurred',
          description: 'Please try again later',
          variant: 'destructive',
        });
      return;
    }
    clearSession();
    toast({
      title: 'Password updated successfully',
      description: 'You can now login with your new password.',
      variant: 'success',
    });
    void navigate(paths.portal, { replace: true });
  };

  return (
    <>
      <PageMeta title="Reset password" />
      <AuthCard title="Reset password" subtitle="Choose a new password for your account.">
        {ready ? (
          <Box component="form" noValidate onSubmit={submit} aria-label="Reset password">
            <Stack spacing={2}>
              <PasswordField
                label="New password"
                required
                fullWidth
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                helperText="At least 8 characters with upper, lower and numbers"
                slotProps={{ htmlInput: { minLength: 8, maxLength: 128 } }}
              />
              <PasswordField
                label="Confirm password"
                required
                fullWidth
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                slotProps={{ htmlInput: { minLength: 8, maxLength: 128 } }}
              />
              {password ? <StrengthMeter strength={strength} /> : null}
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isLoading || password.length < 8 || confirm.length < 8}
              >
                {isLoading ? 'Updating...' : 'Update password'}
              </Button>
            </Stack>
          </Box>
        ) : (
          <Box
            sx={{ display: 'flex', justifyContent: 'center', py: 3 }}
            role="status"
            aria-label="Loading"
          >
            <CircularProgress />
          </Box>
        )}
        <Button component={RouterLink} to={paths.portal} startIcon={<ArrowBack />} sx={{ mt: 2 }}>
          Back to Portal
        </Button>
      </AuthCard>
    </>
  );
}
