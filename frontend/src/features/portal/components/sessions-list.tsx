import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/ui/toast';
import { useGetSessionsQuery, useSignOutOthersMutation } from '../api';

const when = (iso: string) => new Date(iso).toLocaleString();

/** The member's signed-in devices, with "Sign out other devices". */
export function SessionsList() {
  const { data: sessions = [] } = useGetSessionsQuery();
  const [signOutOthers, { isLoading }] = useSignOutOthersMutation();
  const { toast } = useToast();
  const others = sessions.filter((s) => !s.current).length;

  const run = async () => {
    const result = await signOutOthers();
    if ('data' in result && result.data)
      toast({
        title: 'Signed out other devices',
        description: `${result.data.signedOut} session(s) ended.`,
        variant: 'success',
      });
  };

  return (
    <>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 3 }}>
        Active sessions
      </Typography>
      <List dense aria-label="Active sessions">
        {sessions.map((s) => (
          <ListItem key={s.id} disableGutters>
            <ListItemText
              primary={`${s.current ? 'This device' : (s.userAgent ?? 'Unknown device').slice(0, 60)}`}
              secondary={`Last active ${when(s.lastActivityAt)}${s.ip ? ` · ${s.ip}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      <Button
        variant="outlined"
        color="warning"
        onClick={() => void run()}
        disabled={isLoading || others === 0}
      >
        Sign out other devices
      </Button>
    </>
  );
}
