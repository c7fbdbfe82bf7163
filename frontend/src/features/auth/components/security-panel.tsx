import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Lock from '@mui/icons-material/Lock';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const ITEMS = [
  {
    icon: Lock,
    title: 'End-to-end encryption',
    text: 'Your data is encrypted in transit and at rest.',
  },
  {
    icon: VerifiedUser,
    title: 'Multi-factor authentication',
    text: 'Every session is verified and monitored.',
  },
  {
    icon: AdminPanelSettings,
    title: 'Advanced access controls',
    text: 'Only approved client accounts can sign in.',
  },
];

/** The sign-in page's security panel. */
export function SecurityPanel() {
  return (
    <Box
      component="aside"
      aria-label="Security"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 2,
        p: { xs: 2.5, md: 4 },
        height: '100%',
      }}
    >
      <Typography variant="h5" component="h2" gutterBottom>
        Secure client portal
      </Typography>
      <Stack spacing={2.5} sx={{ mt: 2 }}>
        {ITEMS.map(({ icon: Icon, title, text }) => (
          <Box key={title} sx={{ display: 'flex', gap: 1.5 }}>
            <Icon aria-hidden />
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
              <Typography variant="body2" sx={{ opacity: 0.85 }}>
                {text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
