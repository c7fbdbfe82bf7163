import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/ui/toast';
import { useGetSessionsQuery, useSignOutOthersMutation } from '../api';
import { useMemberText } from '../lib/use-member-text';

/** Date and time in the page's language (`toLocaleString`'s own format, as before). */
export const when = (iso: string, language: string) => new Date(iso).toLocaleString(language);

/** The member's signed-in devices, with "Sign out other devices". */
export function SessionsList() {
  const { data: sessions = [] } = useGetSessionsQuery();
  const [signOutOthers, { isLoading }] = useSignOutOthersMutation();
  const { toast } = useToast();
  const { t, language } = useMemberText();
  const others = sessions.filter((s) => !s.current).length;

  const run = async () => {
    const result = await signOutOthers();
    if ('data' in result && result.data)
      toast({
        title: t('sessions.signedOutTitle'),
        description: t('sessions.signedOut', { count: result.data.signedOut }),
        variant: 'success',
      });
  };

  return (
    <>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 3 }}>
        {t('sessions.title')}
      </Typography>
      <List dense aria-label={t('sessions.title')}>
        {sessions.map((s) => (
          <ListItem key={s.id} disableGutters>
            <ListItemText
              primary={
                s.current
                  ? t('sessions.thisDevice')
                  : (s.userAgent ?? t('sessions.unknownDevice')).slice(0, 60)
              }
              secondary={`${t('sessions.lastActive', { when: when(s.lastActivityAt, language) })}${s.ip ? ` · ${s.ip}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      <Button
        variant="outlined"
        // Outlined "warning" orange reads at 2.9:1 on white; the error red passes (4.98:1).
        color="error"
        onClick={() => void run()}
        disabled={isLoading || others === 0}
      >
        {t('sessions.signOutOthers')}
      </Button>
    </>
  );
}
