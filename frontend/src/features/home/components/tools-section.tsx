import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from '@/lib/i18n';
import { LogoTile } from '@/components/ui/logo-tile';
import { MarqueeStrip } from '@/components/ui/marquee-strip';
import { TOOLS, TOOLS_PX_PER_FRAME, toolLogo } from '../lib/home-data';
import { SectionHeading, sectionSx } from './section-heading';

/** The tool logos, scrolling sideways 0.5 px per frame (30 px a second). */
export function ToolsSection() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" id="tools" aria-labelledby="tools-title" sx={sectionSx}>
      <Container maxWidth="lg">
        <SectionHeading id="tools-title" title={t('tools.title')} subtitle={t('tools.subtitle')} />
        <MarqueeStrip
          items={TOOLS}
          pxPerFrame={TOOLS_PX_PER_FRAME}
          label={t('tools.stripLabel')}
          itemKey={(tool) => tool.slug}
          itemWidth={(tool) => tool.width}
          renderItem={(tool, copy) => (
            <LogoTile
              src={toolLogo(tool.slug)}
              name={tool.name}
              width={tool.width}
              height={48}
              decorative={copy}
            />
          )}
        />
      </Container>
    </Box>
  );
}
