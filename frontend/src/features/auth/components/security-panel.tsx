import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Lock from '@mui/icons-material/Lock';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useAuthText } from '../lib/use-auth-text';

const ITEMS = [
  { icon: Lock, key: 'encryption' },
  { icon: VerifiedUser, key: 'mfa' },
  { icon: AdminPanelSettings, key: 'access' },
];

/** The sign-in page's security panel. */
export function SecurityPanel() {
  const { t } = useAuthText();
  return (
    <Box
      component="aside"
      aria-label={t('security.label')}
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 2,
        p: { xs: 2.5, md: 4 },
        height: '100%',
      }}
    >
      <Typography variant="h5" component="h2" gutterBottom>
        {t('security.title')}
      </Typography>
      <Stack spacing={2.5} sx={{ mt: 2 }}>
        {ITEMS.map(({ icon: Icon, key }) => (
          <Box key={key} sx={{ display: 'flex', gap: 1.5 }}>
            <Icon aria-hidden />
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{t(`security.${key}Title`)}</Typography>
              <Typography variant="body2" sx={{ opacity: 0.85 }}>
                {t(`security.${key}Text`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
