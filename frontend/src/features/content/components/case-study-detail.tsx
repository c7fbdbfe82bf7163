import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseStudy } from '@fabrion/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CoverImage } from '@/components/ui/cover-image';
import { caseStudyGroupImage } from '@/lib/content-images';
import { CaseStudyGroupIcon } from './case-study-group-icon';
import { ProjectOverview } from './project-overview';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="h2" id={id} sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Industry, title and client; Challenge, Solution, Key Results; the Project Overview beside. */
export function CaseStudyDetail({ study }: { study: CaseStudy }) {
  const { t } = useTranslation('content');
  return (
    <Box component="article">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'info.main' }}>
        <CaseStudyGroupIcon group={study.group} fontSize="small" />
        <Typography variant="overline" component="p" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
          {study.category}
        </Typography>
      </Stack>
      <Typography variant="h1" sx={{ mt: 1, maxWidth: '22ch' }}>
        {study.title}
      </Typography>
      <Typography
        variant="h3"
        component="p"
        sx={{ mt: 2, color: 'text.secondary', fontWeight: 600 }}
      >
        {study.client}
      </Typography>

      {/* The story in two thirds, the overview beside it from md; one column below. */}
      <Box
        sx={{
          mt: { xs: 3, md: 5 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Stack spacing={5}>
          {study.image?.trim() ? (
            <CoverImage
              src={study.image}
              fallback={caseStudyGroupImage(study.group)}
              eager
              sx={{ borderRadius: 3 }}
            />
          ) : null}
          <Section id="challenge" title={t('caseStudy.challenge')}>
            <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem', lineHeight: 1.75 }}>
              {study.challenge}
            </Typography>
          </Section>
          <Section id="solution" title={t('caseStudy.solution')}>
            <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem', lineHeight: 1.75 }}>
              {study.solution}
            </Typography>
          </Section>
          {study.results.length > 0 ? (
            <Section id="results" title={t('caseStudy.results')}>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {study.results.map((result, index) => (
                  <Stack component="li" key={index} direction="row" spacing={1.5}>
                    <CheckCircleIcon color="success" aria-hidden="true" sx={{ mt: '2px' }} />
                    <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.6 }}>{result}</Typography>
                  </Stack>
                ))}
              </Stack>
            </Section>
          ) : null}
        </Stack>
        {/* The row's height: room for the overview to stay in view (sticky) along the story. */}
        <Box>
          <ProjectOverview study={study} />
        </Box>
      </Box>
    </Box>
  );
}
