"use client";

/**
 * The last-resort screen (product §2.7, §8) when even the root layout fails: "Unexpected Application Error!"
 * with the status or message. It replaces the whole document, so it carries its own <html> and styles.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string; status?: number } }) {
  const detail = error.status ? String(error.status) : error.message || error.digest || "";
  return (
    <html lang="en">
      <body
        style={{
          margin: 0,
          minHeight: "100vh",
          display: "grid",
          placeContent: "center",
          gap: "1rem",
          textAlign: "center",
          background: "#0b0d12",
          color: "#f1f3f8",
          fontFamily: "system-ui, sans-serif",
        }}
      >
        <h1 style={{ margin: 0 }}>Unexpected Application Error!</h1>
        {detail ? <p style={{ margin: 0, color: "#a9b1c3" }}>{detail}</p> : null}
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{
            justifySelf: "center",
            padding: "0.75rem 1.5rem",
            borderRadius: 6,
            border: 0,
            background: "#ff4d5e",
            color: "#14060a",
            fontWeight: 700,
            cursor: "pointer",
          }}
        >
          Reload
        </button>
      </body>
    </html>
  );
}
