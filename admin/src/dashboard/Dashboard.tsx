import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';

export function Dashboard() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Fabrion back office" />
      <CardContent>
        <Typography variant="h5" component="h1">
          Back office
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Client accounts, content and the notification queue are managed here.
        </Typography>
      </CardContent>
    </Card>
  );
}
