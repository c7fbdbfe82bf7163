import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { caseStudyGroup, type BlogCategory, type Insight } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { CardLink, linkCardSx } from '@/components/ui/card-link';
import { CoverImage } from '@/components/ui/cover-image';
import { EditorDate } from '@/components/ui/editor-date';
import { lineClamp } from '@/components/ui/line-clamp';
import { blogCategoryImage, caseStudyGroupImage } from '@/lib/content-images';
import { Tag } from '@/components/ui/tag';

function fallbackImage(insight: Insight): string {
  return insight.type === 'blog'
    ? blogCategoryImage(insight.category.toLowerCase() as BlogCategory)
    : caseStudyGroupImage(caseStudyGroup(insight.category));
}

/** One insight: image, type, date, title (the link) and excerpt. */
export function InsightCard({ insight }: { insight: Insight }) {
  const { t } = useTranslation('home');
  return (
    <Card component="article" variant="outlined" sx={linkCardSx}>
      <CoverImage src={insight.image} fallback={fallbackImage(insight)} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Tag size="small" label={t(`insights.types.${insight.type}`)} color="primary" />
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            <EditorDate date={insight.date} publishedOn={insight.publishedOn} />
          </Typography>
        </Stack>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', lineHeight: 1.3 }}>
          <CardLink to={insight.href}>{insight.title}</CardLink>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', ...lineClamp(3) }}>
          {insight.excerpt}
        </Typography>
      </CardContent>
    </Card>
  );
}
