import { renderMarkdown } from "./markdown";

describe("a post's Markdown", () => {
  it("keeps paragraphs separated by blank lines, as the posts were written before Markdown", () => {
    expect(renderMarkdown("One line\nstill one.\n\nTwo.")).toBe("<p>One line\nstill one.</p>\n<p>Two.</p>\n");
  });

  it("renders headings, emphasis, lists, quotes and tables", () => {
    const html = renderMarkdown(
      "## Cast\n\n*Bold* **move**\n\n- one\n- two\n\n> quoted\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    expect(html).toContain("<h2>Cast</h2>");
    expect(html).toContain("<em>Bold</em> <strong>move</strong>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<table>");
  });

  it("shows typed HTML as text and refuses script and data links", () => {
    const html = renderMarkdown(
      "<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [y](data:text/html,hi)",
    );
    expect(html).not.toMatch(/<script|<img|href="javascript|href="data/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("opens other sites apart, without referrer, and the site's own addresses in place", () => {
    expect(renderMarkdown("[a](https://example.org/x) [b](/vi/movies)")).toBe(
      '<p><a href="https://example.org/x" rel="nofollow noopener noreferrer" target="_blank">a</a> <a href="/vi/movies">b</a></p>\n',
    );
  });

  it("draws no image, even from the site", () => {
    expect(renderMarkdown("![poster](/images/p.webp)")).not.toContain("<img");
  });
});
