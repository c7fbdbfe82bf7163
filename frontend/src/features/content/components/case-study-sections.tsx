import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { caseStudyGroupSlug } from '@/lib/content-images';
import type { CaseStudySection } from '../utils/case-study-groups';
import { CaseStudyCard } from './deferred-cards';
import { CaseStudyGroupIcon } from './case-study-group-icon';

const GAP = 3;

/** Columns a group takes in a row of `columns`: one per study, up to the whole row. */
function span(studies: number, columns: number): string {
  return `span ${Math.min(studies, columns)}`;
}

function repeat(studies: number, columns: number): string {
  return `repeat(${Math.min(studies, columns)}, minmax(0, 1fr))`;
}

/**
 * The case-study list: one titled section per display group, each with its icon. Groups share
 * rows (a group of one study takes one column), so every card has the same width and a list of
 * many small groups does not turn into a long single column.
 */
export function CaseStudySections({ sections }: { sections: CaseStudySection[] }) {
  const { t } = useTranslation('content');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: repeat(2, 2), lg: repeat(3, 3) },
        columnGap: GAP,
        rowGap: { xs: 6, md: 7 },
      }}
    >
      {sections.map(({ group, studies }, sectionIndex) => {
        const slug = caseStudyGroupSlug(group);
        const headingId = `group-${slug}`;
        const count = studies.length;
        return (
          <Box
            component="section"
            key={group}
            aria-labelledby={headingId}
            sx={{ gridColumn: { xs: 'auto', sm: span(count, 2), lg: span(count, 3) } }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  flexShrink: 0,
                  borderRadius: 2,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                <CaseStudyGroupIcon group={group} />
              </Box>
              <div>
                <Typography
                  variant="h2"
                  id={headingId}
                  sx={{ fontSize: { xs: '1.3rem', md: '1.4rem' }, overflowWrap: 'anywhere' }}
                >
                  {t(`groups.${slug}`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('caseStudies.groupCount', { count })}
                </Typography>
              </div>
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: repeat(count, 2), lg: repeat(count, 3) },
                gap: GAP,
              }}
            >
              {studies.map((study, index) => (
                <CaseStudyCard
                  key={study.id}
                  study={study}
                  eager={sectionIndex === 0 && index < 3}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
