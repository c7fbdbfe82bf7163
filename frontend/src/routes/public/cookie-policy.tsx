import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function Component() {
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h1">CookiePolicy</Typography>
    </Container>
  );
}
