import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getAccessToken, refreshSession, setSession } from '@/lib/auth-session';
import { deviceFingerprint } from '@/lib/device-fingerprint';
import { LanguageSwitcher } from '@/features/i18n/components/language-switcher';
import { useLoginMutation } from '../api';
import { useAuthText } from '../lib/use-auth-text';
import {
  EMAIL_PATTERN,
  invalidEmailToast,
  loginErrorToast,
  securityAlert,
} from '../login-messages';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordField } from './password-field';
import { SecurityPanel } from './security-panel';

/** `/portal`: sign-in with the security panel, and the forgotten-password request. */
export function LoginPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useAuthText();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);

  // A visitor who already has a session goes straight to the dashboard.
  useEffect(() => {
    let active = true;
    if (getAccessToken()) void navigate(paths.dashboard, { replace: true });
    else
      void refreshSession().then((session) => {
        if (active && session) void navigate(paths.dashboard, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      toast({ ...invalidEmailToast(t), variant: 'destructive' });
      return;
    }
    if (!password) return;
    const result = await login({ email: email.trim(), password, fingerprint: deviceFingerprint() });
    if (result.error) {
      toast({ ...loginErrorToast(result.error, t), variant: 'destructive' });
      return;
    }
    setSession(result.data);
    toast({
      title: t('login.successTitle'),
      description: t('login.successText'),
      variant: 'success',
    });
    if (result.data.deviceChanged)
      toast({ ...securityAlert(t), variant: 'destructive', duration: null });
    void navigate(paths.dashboard, { replace: true });
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: { xs: 3, md: 8 }, px: 2 }}
    >
      <PageMeta title={t('meta.login')} description={t('meta.loginDescription')} />
      <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            mb: 2,
          }}
        >
          <Button component={RouterLink} to={paths.home} startIcon={<ArrowBack />}>
            {t('login.back')}
          </Button>
          <LanguageSwitcher />
        </Box>
        <Paper elevation={3} sx={{ p: { xs: 2, md: 4 }, borderRadius: 3 }}>
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 2, md: 1 } }}>
              <SecurityPanel />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }} sx={{ order: { xs: 1, md: 2 } }}>
              <Typography
                variant="h4"
                component="h1"
                gutterBottom
                sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}
              >
                {forgotOpen ? t('login.resetTitle') : t('login.title')}
              </Typography>
              {forgotOpen ? (
                <ForgotPasswordForm onDone={() => setForgotOpen(false)} />
              ) : (
                <Box
                  component="form"
                  noValidate
                  onSubmit={submit}
                  aria-label={t('login.formLabel')}
                >
                  <TextField
                    label={t('login.email')}
                    type="email"
                    autoComplete="email"
                    required
                    fullWidth
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    sx={{ mb: 2 }}
                  />
                  <PasswordField
                    label={t('login.password')}
                    autoComplete="current-password"
                    required
                    fullWidth
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    sx={{ mb: 1 }}
                  />
                  <Box sx={{ textAlign: 'right', mb: 2 }}>
                    <Link
                      component="button"
                      type="button"
                      variant="body2"
                      onClick={() => setForgotOpen(true)}
                    >
                      {t('login.forgot')}
                    </Link>
                  </Box>
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    fullWidth
                    disabled={isLoading || !email || !password}
                  >
                    {isLoading ? t('login.submitting') : t('login.submit')}
                  </Button>
                </Box>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
                {t('login.needAccess')}
              </Typography>
            </Grid>
          </Grid>
        </Paper>
      </Box>
    </Box>
  );
}
