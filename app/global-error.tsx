"use client";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <pre style={{ whiteSpace: "pre-wrap" }}>{error.message || "Something went wrong"}</pre>
      </body>
    </html>
  );
}
