import { serializeForScript } from '@/app/ssr-data';

/** A JSON-LD block (schema.org structured data); `<` is escaped so the JSON cannot end the script. */
export function JsonLd({
  data,
}: {
  data: Record<string, unknown> | Array<Record<string, unknown>>;
}) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeForScript(data) }}
    />
  );
}
