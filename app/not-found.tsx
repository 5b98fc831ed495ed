import Link from "next/link";
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <h1>Page not found</h1>
        <p>
          <Link href="/">Go to home page</Link>
        </p>
      </body>
    </html>
  );
}
