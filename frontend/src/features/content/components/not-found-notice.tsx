import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export interface NotFoundPanelProps {
  title: string;
  body: string;
  linkTo: string;
  linkLabel: string;
}

/** A missing case study or blog post: what happened and the way back. */
export function NotFoundNotice({ title, body, linkTo, linkLabel }: NotFoundPanelProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 14 }, textAlign: 'center' }}>
      <SearchOffIcon aria-hidden="true" sx={{ fontSize: 64, color: 'primary.light' }} />
      <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{body}</Typography>
      <Button component={Link} to={linkTo} variant="contained" sx={{ mt: 4 }}>
        {linkLabel}
      </Button>
    </Container>
  );
}
