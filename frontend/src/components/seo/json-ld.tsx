import type { BlogPost } from '@fabrion/shared';
import { useLocation } from 'react-router';
import { serializeForScript } from '@/app/ssr-data';
import { useSite } from '@/app/site-context';
import { articleData, organizationData } from './structured-data';

type Data = Record<string, unknown> | Array<Record<string, unknown>>;

/** A JSON-LD block (schema.org structured data); `<` is escaped so the JSON cannot end the script. */
export function JsonLd({ data }: { data: Data }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeForScript(data) }}
    />
  );
}

/** Organization, on the home page. */
export function OrganizationJsonLd({ description }: { description?: string }) {
  const { publicUrl } = useSite();
  return <JsonLd data={organizationData(publicUrl, description)} />;
}

/** Article, on a blog post. */
export function ArticleJsonLd({ post }: { post: BlogPost }) {
  const { publicUrl } = useSite();
  const { pathname } = useLocation();
  return <JsonLd data={articleData(publicUrl, post, `${publicUrl}${pathname}`)} />;
}
