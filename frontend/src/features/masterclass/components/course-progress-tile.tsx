import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useGetMasterclassProgressQuery } from '../api';
import { useMasterclassText } from '../lib/use-masterclass-text';

/** The dashboard tile's line: how much of the masterclass the member has completed. */
export function CourseProgressTile() {
  const { t } = useMasterclassText();
  const { data } = useGetMasterclassProgressQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={data.percent}
        aria-label={t('tile.progressLabel', { percent: data.percent })}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('tile.percent', { percent: data.percent })}
      </Typography>
    </Box>
  );
}
