import { env } from '@/config/env';

interface PageMetaProps {
  /** Page title; the product name is appended. */
  title: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
}

/**
 * Title and description of a page (React hoists these tags into <head>). Server rendering and the
 * link-preview tags (canonical, Open Graph, hreflang) build on this component.
 */
export function PageMeta({ title, description, image, type = 'website' }: PageMetaProps) {
  const fullTitle = title.includes(env.productName) ? title : `${title} | ${env.productName}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={type} />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
    </>
  );
}
