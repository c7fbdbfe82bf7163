import { resolveImageUrl, type ClientLogo } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { LogoTile } from '@/components/ui/logo-tile';
import { MarqueeStrip } from '@/components/ui/marquee-strip';

/** About page strip speed (spec §9). */
export const CLIENTS_PX_PER_FRAME = 1;
/** Every client logo is drawn at 180 × 60 (the stored logos are 3:1). */
const LOGO_WIDTH = 180;
const LOGO_HEIGHT = 60;

/** The client and partner logos, 1 px per frame (60 px a second) in a loop, paused on hover. */
export function ClientsStrip({ logos }: { logos: ClientLogo[] }) {
  const { t } = useTranslation('about');
  return (
    <MarqueeStrip
      items={logos}
      pxPerFrame={CLIENTS_PX_PER_FRAME}
      label={t('clients.stripLabel')}
      itemKey={(logo) => logo.name}
      itemWidth={() => LOGO_WIDTH}
      renderItem={(logo, copy) => (
        <LogoTile
          src={resolveImageUrl(logo.logoUrl, 'about-us')}
          name={logo.name}
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          decorative={copy}
        />
      )}
    />
  );
}
