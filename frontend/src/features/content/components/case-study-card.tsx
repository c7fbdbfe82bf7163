import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CaseStudy } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { lineClamp } from '@/components/ui/line-clamp';
import { paths } from '@/config/paths';
import { caseStudyGroupImage } from '@/lib/content-images';
import { fromListState } from '../hooks/use-back-link';
import { CARD_TAG_LIMIT } from '../utils/tags';
import { CardLink, linkCardSx } from '@/components/ui/card-link';
import { TechTags } from './tech-tags';

/**
 * Title, client, description, up to three technologies and "+N more"; opens the study. `eager`
 * for cards in the first screenful (their image may be the largest paint).
 */
export function CaseStudyCard({ study, eager = false }: { study: CaseStudy; eager?: boolean }) {
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  return (
    <Card component="article" variant="outlined" sx={linkCardSx}>
      <CoverImage src={study.image} fallback={caseStudyGroupImage(study.group)} eager={eager} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <div>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem', lineHeight: 1.3 }}>
            <CardLink to={paths.caseStudy(study.caseId)} state={fromListState(pathname, search)}>
              {study.title}
            </CardLink>
          </Typography>
          <Typography variant="subtitle2" component="p" sx={{ color: 'info.main', mt: 0.5 }}>
            {study.client}
          </Typography>
        </div>
        {/* The growing box keeps the tags at the bottom; the clamp is on the text itself, whose
            height must not be stretched past its four lines (the fifth would show). */}
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', ...lineClamp(4) }}>
            {study.description}
          </Typography>
        </Box>
        <TechTags
          tags={study.technologies}
          limit={CARD_TAG_LIMIT}
          label={t('caseStudies.technologies')}
        />
      </CardContent>
    </Card>
  );
}
