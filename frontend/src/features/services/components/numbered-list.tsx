import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A heading (PROCESS / OUTCOME) and its numbered items. */
export function NumberedList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <Typography
        variant="h4"
        sx={{ fontSize: '0.85rem', letterSpacing: '0.08em', color: 'info.main', mb: 1.5 }}
      >
        {title}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {items.map((item, index) => (
          <Box component="li" key={index} sx={{ display: 'flex', gap: 1.5 }}>
            <Box
              aria-hidden="true"
              sx={{
                flex: '0 0 26px',
                height: 26,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'common.white',
                fontSize: 13,
                fontWeight: 700,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {index + 1}
            </Box>
            <Typography sx={{ pt: '2px' }}>{item}</Typography>
          </Box>
        ))}
      </Box>
    </div>
  );
}
