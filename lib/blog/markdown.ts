/**
 * A blog post's body, written in Markdown (CommonMark: headings, emphasis, lists, quotes, links,
 * tables), as HTML. Rendered on the server, so a reader's page carries no Markdown code. Safe by
 * construction: HTML typed in the text is shown as text, links go only to http(s), mail or the site's
 * own addresses (markdown-it refuses javascript: and data:), and images are not drawn (the site
 * loads nothing from elsewhere; a post's pictures come with artwork upload).
 */
import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false }).disable("image");

// A link to another site opens in its own tab and carries no referrer or ranking from ours.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (/^https?:\/\//i.test(String(token.attrGet("href") ?? ""))) {
    token.attrSet("rel", "nofollow noopener noreferrer");
    token.attrSet("target", "_blank");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
