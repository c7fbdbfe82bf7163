import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  SCORE_BAND_LABELS,
  scoreBand,
  scoreColour,
  totalPercent,
  type Language,
} from '@fabrion/shared';

interface ScoreSummaryProps {
  total: number;
  totalText: string;
  language: Language;
  change: string | null;
}

/** The total out of 100 as a ring in its band colour, with the band's name. */
export function ScoreSummary({ total, totalText, language, change }: ScoreSummaryProps) {
  const percent = totalPercent(total);
  const colour = scoreColour(percent);
  const band = scoreBand(percent);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5 }}>
      <Box
        aria-hidden
        sx={{
          width: 96,
          height: 96,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          background: `conic-gradient(${colour} ${percent * 3.6}deg, #e2e8f0 0deg)`,
        }}
      >
        <Box
          sx={{
            width: 76,
            height: 76,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <Typography sx={{ fontSize: 30, fontWeight: 800, color: colour, lineHeight: 1 }}>
            {total}
          </Typography>
        </Box>
      </Box>
      <Box>
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 750, color: colour }}>
          {totalText}
        </Typography>
        <Chip
          label={SCORE_BAND_LABELS[band][language]}
          size="small"
          sx={{ mt: 0.5, bgcolor: colour, color: '#fff', fontWeight: 650 }}
        />
        {change && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {change}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
