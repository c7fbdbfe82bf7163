import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AI_PROMPTS } from '@fabrion/shared';
import { useToast } from '@/components/ui/toast';
import { useGetAiToolLinksQuery } from '../api';
import { copyText } from '../lib/copy-text';
import { useAiToolsText } from '../lib/use-ai-tools-text';
import { ConnectWithUs } from './connect-with-us';
import { cardGridSx, PageHeader } from './page-header';

/** `/ai-prompts`: four prompt templates; 'Copy' puts one on the clipboard. */
export function PromptsPage() {
  const { t } = useAiToolsText();
  const { toast } = useToast();
  const { data: links } = useGetAiToolLinksQuery();

  const copy = async (text: string) => {
    if (await copyText(text)) {
      toast({ title: t('prompts.copiedTitle'), description: t('prompts.copiedText') });
    } else {
      toast({
        title: t('prompts.copyFailedTitle'),
        description: t('prompts.copyFailedText'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader title={t('prompts.title')} intro={t('prompts.intro')} />
      <Box sx={cardGridSx}>
        {AI_PROMPTS.map(({ id, category }) => {
          const title = t(`prompts.items.${id}.title`);
          const text = t(`prompts.items.${id}.text`);
          return (
            <Card key={id} variant="outlined" component="article" sx={{ borderRadius: 3 }}>
              <CardContent
                sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                  }}
                >
                  <Typography variant="h6" component="h2">
                    {title}
                  </Typography>
                  <Chip
                    size="small"
                    label={t(`categories.${category}`)}
                    color="primary"
                    variant="outlined"
                  />
                </Box>
                <Typography color="text.secondary">
                  {t(`prompts.items.${id}.description`)}
                </Typography>
                <Box
                  component="blockquote"
                  sx={{
                    m: 0,
                    p: 2,
                    flexGrow: 1,
                    borderRadius: 2,
                    bgcolor: 'grey.50',
                    border: 1,
                    borderColor: 'divider',
                    fontSize: '0.9rem',
                    lineHeight: 1.6,
                    whiteSpace: 'pre-wrap',
                  }}
                >
                  {text}
                </Box>
                <Button
                  variant="contained"
                  startIcon={<ContentCopy aria-hidden />}
                  onClick={() => void copy(text)}
                  aria-label={t('prompts.copyLabel', { title })}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('prompts.copy')}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </Box>
      <ConnectWithUs links={links} />
    </Box>
  );
}
