import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { PageMeta } from '@/components/seo/page-meta';
import { island } from '@/islands/island';
import { env } from '@/config/env';
import type { LegalBlock, LegalKind } from '../content';
import { useLegalSections } from './use-legal-sections';

const HistoryBackButton = island('history-back');

function fill(text: string): string {
  return text.replaceAll('{product}', env.productName).replaceAll('{email}', env.contactEmail);
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Typography sx={{ mt: 1.5 }}>{fill(block)}</Typography>;
  return (
    <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 3, display: 'grid', gap: 0.75 }}>
      {block.list.map((item) => (
        <li key={item}>
          <Typography>{fill(item)}</Typography>
        </li>
      ))}
    </Box>
  );
}

/**
 * A legal page: Back, title, "Last updated", the document in the current language (with, outside
 * English, a note that the English text is the binding one).
 */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t, i18n } = useTranslation('legal');
  const sections = useLegalSections(kind);
  const title = t(`${kind}.title`);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageMeta title={title} description={t(`${kind}.description`)} />
      <HistoryBackButton label={t('back')} />
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontWeight: 600 }}>
        {t('lastUpdated', { date: t('updatedOn') })}
      </Typography>
      {i18n.language !== 'en' ? (
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('bindingVersion')}</Typography>
      ) : null}
      <Box sx={{ mt: 4 }}>
        {sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mt: 4 }}>
            <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
              {section.heading}
            </Typography>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Box>
        ))}
      </Box>
    </Container>
  );
}
