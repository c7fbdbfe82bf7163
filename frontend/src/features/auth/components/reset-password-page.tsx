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
import { ruleText } from '../lib/rule-text';
import { useAuthText } from '../lib/use-auth-text';
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
  const { t } = useAuthText();
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
        title: t('reset.accessDeniedTitle'),
        description: t('reset.accessDeniedText'),
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
              title: t('reset.invalidTitle'),
              description: t('reset.invalidText'),
              variant: 'destructive',
            }
          : {
              title: t('reset.linkErrorTitle'),
              description: t('reset.linkErrorText'),
              variant: 'destructive',
            },
      );
      void navigate(paths.portal, { replace: true });
    });
  }, [navigate, t, toast, verify]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      toast({
        title: t('reset.mismatchTitle'),
        description: t('reset.mismatchText'),
        variant: 'destructive',
      });
      return;
    }
    // The meter guides; a passphrase of 15+ characters needs no character classes (ASVS 6.2.5).
    const ruleError = resetPasswordError(password);
    if (ruleError) {
      toast({
        title: t('reset.requirementsTitle'),
        description: ruleText(t, ruleError),
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
          title: t('reset.failedTitle'),
          description: ruleText(t, data.errors?.password ?? data.message),
          variant: 'destructive',
        });
      else
        toast({
          title: t('messages.errorTitle'),
          description: t('messages.tryLater'),
          variant: 'destructive',
        });
      return;
    }
    clearSession();
    toast({
      title: t('reset.doneTitle'),
      description: t('reset.doneText'),
      variant: 'success',
    });
    void navigate(paths.portal, { replace: true });
  };

  return (
    <>
      <PageMeta title={t('meta.reset')} />
      <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
        {ready ? (
          <Box component="form" noValidate onSubmit={submit} aria-label={t('reset.formLabel')}>
            <Stack spacing={2}>
              <PasswordField
                label={t('reset.newPassword')}
                required
                fullWidth
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                helperText={t('reset.passwordHint')}
                slotProps={{ htmlInput: { minLength: 8, maxLength: 128 } }}
              />
              <PasswordField
                label={t('reset.confirmPassword')}
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
                {isLoading ? t('reset.submitting') : t('reset.submit')}
              </Button>
            </Stack>
          </Box>
        ) : (
          <Box
            sx={{ display: 'flex', justifyContent: 'center', py: 3 }}
            role="status"
            aria-label={t('reset.loading')}
          >
            <CircularProgress />
          </Box>
        )}
        <Button component={RouterLink} to={paths.portal} startIcon={<ArrowBack />} sx={{ mt: 2 }}>
          {t('reset.back')}
        </Button>
      </AuthCard>
    </>
  );
}
