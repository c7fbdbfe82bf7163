import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PasswordStrength } from '@fabrion/shared';

const COLOR: Record<PasswordStrength['label'], 'success' | 'info' | 'warning' | 'error'> = {
  Strong: 'success',
  Good: 'info',
  Fair: 'warning',
  Weak: 'error',
  'Very Weak': 'error',
};

/** The reset page's meter: score bar, label and the first problems to fix. */
export function StrengthMeter({ strength }: { strength: PasswordStrength }) {
  return (
    <Box aria-live="polite">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2">Password strength</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="strength-label">
          {strength.label}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={strength.score}
        color={COLOR[strength.label]}
        aria-label="Password strength"
        sx={{ height: 8, borderRadius: 4 }}
      />
      {strength.errors.length > 0 ? (
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {strength.errors.map((error) => (
            <Typography component="li" variant="body2" color="text.secondary" key={error}>
              {error}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
