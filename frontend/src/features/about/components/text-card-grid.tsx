import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';

export interface TextCardItem {
  key: string;
  icon: SvgIconComponent;
  title: string;
  body: string;
}

/** A row of small cards (icon, h3, text): Our Values, Why Work With Us. */
export function TextCardGrid({ items, columns }: { items: TextCardItem[]; columns: 3 | 4 }) {
  return (
    <Grid container spacing={3}>
      {items.map(({ key, icon: Icon, title, body }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 12 / columns }}>
          <Box
            sx={{
              height: '100%',
              p: 3,
              borderRadius: 3,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Icon sx={{ fontSize: 34, color: 'info.main' }} aria-hidden="true" />
            <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 1.5 }}>
              {title}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>{body}</Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
