/**
 * A legal document's text as the studio edits it: "## " starts a section with its heading, and a
 * blank line starts a paragraph (lines of one paragraph are joined). The page shows it as plain
 * text, sections and paragraphs, never as HTML.
 */
import type { LegalSection } from "@/lib/contract/legal";

export const HEADING_MARK = "## ";

export function sectionsToText(sections: readonly LegalSection[]): string {
  return sections
    .map((section) => [`${HEADING_MARK}${section.heading}`, ...section.paragraphs].join("\n\n"))
    .join("\n\n");
}

/** Why a text is not a document (a message key under api.fields), or its sections. */
export type ParsedText =
  { sections: LegalSection[] } | { problem: "legalEmpty" | "legalHeadingFirst" | "legalEmptySection" };

export function textToSections(text: string): ParsedText {
  const sections: LegalSection[] = [];
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  for (const block of blocks) {
    const [first = "", ...rest] = block.split("\n");
    if (first.startsWith(HEADING_MARK.trim())) {
      const heading = first.replace(/^#+/, "").trim();
      if (!heading) return { problem: "legalEmptySection" };
      sections.push({ heading, paragraphs: [] });
      if (rest.length) sections.at(-1)!.paragraphs.push(joined(rest));
      continue;
    }
    const current = sections.at(-1);
    if (!current) return { problem: "legalHeadingFirst" };
    current.paragraphs.push(joined(block.split("\n")));
  }
  if (sections.length === 0) return { problem: "legalEmpty" };
  if (sections.some((section) => section.paragraphs.length === 0)) return { problem: "legalEmptySection" };
  return { sections };
}

const joined = (lines: string[]) =>
  lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ");
