import { jsonLdString } from "@/lib/seo/json-ld";

type Data = Record<string, unknown> | null | undefined;

/**
 * Structured data for search engines; a data block, never executed (the CSP ignores it). A list
 * renders as one JSON array; the builders' nulls (nothing valid to say) are left out.
 */
export function JsonLd({ data }: { data: Data | Data[] }) {
  const items = (Array.isArray(data) ? data : [data]).filter((item): item is Record<string, unknown> =>
    Boolean(item),
  );
  if (!items.length) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdString(Array.isArray(data) ? items : items[0]) }}
    />
  );
}
