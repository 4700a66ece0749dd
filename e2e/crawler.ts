import { request as httpRequest } from "node:http";

export type Fetched = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * A GET as a search engine's crawler makes it: only the headers given (no cookie, no Accept-Language
 * unless asked for — Node's fetch would add "accept-language: *"), no redirects followed.
 */
export function crawl(url: string | URL, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** One header's value (Node joins repeated ones into an array for some, like Set-Cookie). */
export function header(fetched: Fetched, name: string): string | null {
  const value = fetched.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
}
