import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PasswordStrength } from '@fabrion/shared';
import { ruleText } from '../lib/rule-text';
import { useAuthText } from '../lib/use-auth-text';

const COLOR: Record<PasswordStrength['label'], 'success' | 'info' | 'warning' | 'error'> = {
  Strong: 'success',
  Good: 'info',
  Fair: 'warning',
  Weak: 'error',
  'Very Weak': 'error',
};

/** The reset page's meter: score bar, label and the first problems to fix. */
export function StrengthMeter({ strength }: { strength: PasswordStrength }) {
  const { t } = useAuthText();
  return (
    <Box aria-live="polite">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2">{t('strength.title')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="strength-label">
          {t(`strength.labels.${strength.label.replace(' ', '')}`)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={strength.score}
        color={COLOR[strength.label]}
        aria-label={t('strength.title')}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {strength.errors.length > 0 ? (
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {strength.errors.map((error) => (
            <Typography component="li" variant="body2" color="text.secondary" key={error}>
              {ruleText(t, error)}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
