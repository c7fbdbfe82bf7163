import { resolveImageUrl, type ClientLogo } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { LogoTile } from '@/components/ui/logo-tile';
import { MarqueeStrip } from '@/components/ui/marquee-strip';

/** About page strip speed (spec §9). */
export const CLIENTS_PX_PER_FRAME = 1;

/** The client and partner logos, 1 px per frame in a loop, pausing on hover or touch. */
export function ClientsStrip({ logos }: { logos: ClientLogo[] }) {
  const { t } = useTranslation('about');
  return (
    <MarqueeStrip
      items={logos}
      pxPerFrame={CLIENTS_PX_PER_FRAME}
      label={t('clients.stripLabel')}
      itemKey={(logo) => logo.name}
      pauseOnHover
      renderItem={(logo, copy) => (
        <LogoTile
          src={resolveImageUrl(logo.logoUrl, 'about-us')}
          name={logo.name}
          width={180}
          height={60}
          decorative={copy}
        />
      )}
    />
  );
}
