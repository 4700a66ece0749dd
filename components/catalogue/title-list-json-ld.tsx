import { JsonLd } from "@/components/ui/json-ld";
import type { TitleCard } from "@/lib/contract/catalogue";
import { titleHref } from "@/lib/catalogue/titles";
import type { Locale } from "@/lib/i18n/config";
import { itemListJsonLd } from "@/lib/seo/json-ld";
import { localizedUrl } from "@/lib/seo/urls";

/**
 * The ItemList of a listing or section page (Google's movie carousel: a summary page listing the
 * detail pages): every title shown, in order, by its explicit address in the page's language.
 */
export function TitleListJsonLd({
  name,
  titles,
  locale,
}: {
  name: string;
  titles: TitleCard[];
  locale: Locale;
}) {
  return (
    <JsonLd
      data={itemListJsonLd(
        name,
        titles.map((title) => localizedUrl(locale, titleHref(title))),
      )}
    />
  );
}
