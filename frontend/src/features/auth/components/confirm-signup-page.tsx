import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { setSession } from '@/lib/auth-session';
import { deviceFingerprint } from '@/lib/device-fingerprint';
import { useCompleteSetupMutation, useVerifyInvitationMutation } from '../api';
import { ruleText } from '../lib/rule-text';
import { useAuthText } from '../lib/use-auth-text';
import { AuthCard } from './auth-card';
import { SetupForm, type SetupValues } from './setup-form';

/** `/confirm-signup?token_hash=…&type=…`: verify the link (nothing spent), then the setup form. */
export function ConfirmSignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useAuthText();
  const [verify] = useVerifyInvitationMutation();
  const [complete, { isLoading }] = useCompleteSetupMutation();
  const [invitation, setInvitation] = useState<{ email: string; fullName: string | null } | null>(
    null,
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const started = useRef(false);
  const token = params.get('token_hash');
  const type = params.get('type');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token || !type) {
      toast({
        title: t('setup.invalidLinkTitle'),
        description: t('setup.invalidLinkText'),
        variant: 'destructive',
      });
      void navigate(paths.portal, { replace: true });
      return;
    }
    void verify({ token_hash: token, type }).then((result) => {
      if (result.error) {
        toast({
          title: t('setup.failedTitle'),
          description: t('setup.failedText'),
          variant: 'destructive',
        });
        void navigate(paths.portal, { replace: true });
        return;
      }
      toast({
        title: t('setup.confirmedTitle'),
        description: t('setup.confirmedText'),
        variant: 'success',
      });
      setInvitation(result.data);
    });
  }, [navigate, t, toast, token, type, verify]);

  const submit = async (values: SetupValues) => {
    setServerErrors({});
    const result = await complete({
      token_hash: token!,
      type: type!,
      fullName: values.fullName,
      phoneNumber: values.phoneNumber || null,
      password: values.password,
      fingerprint: deviceFingerprint(),
    });
    if (result.error) {
      const data =
        'status' in result.error
          ? (result.error.data as { message?: string; errors?: Record<string, string> })
          : undefined;
      setServerErrors(data?.errors ?? {});
      const detail = data?.errors ? Object.values(data.errors)[0] : undefined;
      toast({
        title: t('setup.setupFailedTitle'),
        description: detail ? ruleText(t, detail) : t('setup.setupFailedText'),
        variant: 'destructive',
      });
      return;
    }
    setSession(result.data);
    toast({ title: t('setup.completeTitle'), variant: 'success' });
    void navigate(paths.dashboard, { replace: true });
  };

  return (
    <>
      <PageMeta title={t('meta.setup')} />
      {invitation ? (
        <AuthCard
          title={t('setup.title')}
          subtitle={t('setup.signingInAs', { email: invitation.email })}
        >
          <SetupForm
            initialName={invitation.fullName ?? ''}
            busy={isLoading}
            serverErrors={serverErrors}
            onSubmit={submit}
          />
        </AuthCard>
      ) : (
        <AuthCard title={t('setup.confirmTitle')}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }} role="status">
            <CircularProgress size={28} />
            <Typography>{t('setup.confirming')}</Typography>
          </Box>
        </AuthCard>
      )}
    </>
  );
}
