import type { Metadata } from "next";
import "./globals.scss";

export const metadata: Metadata = { title: "404 | Cineva", robots: { index: false } };

/**
 * Only paths outside the language rewrite reach this page (unknown /_next/… assets, say): every page
 * path is rewritten into app/[locale], whose own translated not-found screens answer there.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main
          id="main"
          style={{ flex: 1, display: "grid", placeContent: "center", textAlign: "center", gap: "0.5rem" }}
        >
          <h1 lang="en">Page not found</h1>
          <p lang="vi">Không tìm thấy trang</p>
          <a href="/">Cineva</a>
        </main>
      </body>
    </html>
  );
}
