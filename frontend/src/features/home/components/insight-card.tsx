import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { caseStudyGroup, type BlogCategory, type Insight } from '@fabrion/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SmartImage } from '@/components/ui/smart-image';
import { blogCategoryImage, caseStudyGroupImage } from '@/lib/content-images';

function fallbackImage(insight: Insight): string {
  return insight.type === 'blog'
    ? blogCategoryImage(insight.category.toLowerCase() as BlogCategory)
    : caseStudyGroupImage(caseStudyGroup(insight.category));
}

/** One insight: image, type, date, title (the link) and excerpt. */
export function InsightCard({ insight }: { insight: Insight }) {
  const { t } = useTranslation('home');
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:hover': { boxShadow: 4 },
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'secondary.main' },
      }}
    >
      <SmartImage
        src={insight.image}
        fallback={fallbackImage(insight)}
        alt=""
        width={1200}
        height={675}
        loading="lazy"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
        }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`insights.types.${insight.type}`)} color="primary" />
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {insight.date}
          </Typography>
        </Stack>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', lineHeight: 1.3 }}>
          <MuiLink
            component={Link}
            to={insight.href}
            color="inherit"
            underline="none"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {insight.title}
          </MuiLink>
        </Typography>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {insight.excerpt}
        </Typography>
      </CardContent>
    </Card>
  );
}
