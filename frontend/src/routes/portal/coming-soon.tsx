import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';

/** Member pages whose content arrives in a later issue: the route exists behind the session. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title="Coming soon" />
      <Typography variant="h4" component="h1" gutterBottom>
        Coming soon
      </Typography>
      <Typography color="text.secondary">The page {pathname} is being prepared.</Typography>
    </>
  );
}
