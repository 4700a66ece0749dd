-- The language a title is heard in (schema/catalogue.ts originalLanguage). Titles already filed get the
-- main language of their country, English where no single one is clear; an editor corrects the rest.
ALTER TABLE "movies" ADD COLUMN "original_language" text;--> statement-breakpoint
ALTER TABLE "tv_series" ADD COLUMN "original_language" text;--> statement-breakpoint
CREATE FUNCTION country_language(country text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE upper(country)
    WHEN 'VN' THEN 'vi' WHEN 'KR' THEN 'ko' WHEN 'JP' THEN 'ja' WHEN 'CN' THEN 'zh' WHEN 'TW' THEN 'zh'
    WHEN 'HK' THEN 'zh' WHEN 'TH' THEN 'th' WHEN 'FR' THEN 'fr' WHEN 'ES' THEN 'es' WHEN 'MX' THEN 'es'
    WHEN 'AR' THEN 'es' WHEN 'DE' THEN 'de' WHEN 'IT' THEN 'it' WHEN 'IN' THEN 'hi' WHEN 'ID' THEN 'id'
    WHEN 'PH' THEN 'tl' WHEN 'BR' THEN 'pt' WHEN 'PT' THEN 'pt' WHEN 'RU' THEN 'ru'
    ELSE 'en' END
$$;--> statement-breakpoint
UPDATE "movies" SET "original_language" = country_language("country");--> statement-breakpoint
UPDATE "tv_series" SET "original_language" = country_language("country");--> statement-breakpoint
DROP FUNCTION country_language(text);--> statement-breakpoint
ALTER TABLE "movies" ALTER COLUMN "original_language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tv_series" ALTER COLUMN "original_language" SET NOT NULL;
