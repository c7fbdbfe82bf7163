import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { resourceCategorySlug, type ResourceSummary } from '@fabrion/shared';
import { CoverImage } from '@/components/ui/cover-image';
import { EditorDate } from '@/components/ui/editor-date';
import { resourceCategoryImage } from '../lib/category-image';
import { useResourcesText } from '../lib/use-resources-text';

export const RESOURCES_PATH = '/dashboard-resources';

/** Image, date, category badge, title, excerpt and 'Read more' (to the detail by slug). */
export function ResourceCard({ resource, from }: { resource: ResourceSummary; from: string }) {
  const { t } = useResourcesText();
  const to = `${RESOURCES_PATH}/${encodeURIComponent(resource.slug)}`;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <CoverImage src={resource.image} fallback={resourceCategoryImage(resource.category)} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            <EditorDate date={resource.date} publishedOn={resource.date} />
          </Typography>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t(`categories.${resourceCategorySlug(resource.category)}`)}
          />
        </Box>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {resource.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            flexGrow: 1,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {resource.excerpt}
        </Typography>
        <Link
          component={RouterLink}
          to={to}
          state={{ from }}
          aria-label={t('list.readMoreLabel', { title: resource.title })}
          sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
        >
          {t('list.readMore')}
        </Link>
      </CardContent>
    </Card>
  );
}
