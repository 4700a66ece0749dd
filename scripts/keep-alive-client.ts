// The fleet's rolling restart as a browser meets it: requests over a few kept-alive connections, and a
// request sent once more when the connection it reused was closed before any answer came. A balancer
// reloading its configuration closes its idle connections, and a request may cross that close on the
// wire; Chromium and Firefox send it again then, on a new connection, and Node's documentation gives
// the same recipe (`request.reusedSocket`). Nothing else is sent twice: any answer, a 502 too, is what the viewer sees.
import http from "node:http";

export type Send = (url: string | URL, init?: RequestInit) => Promise<Response>;

export type KeepAliveClient = {
  send: Send;
  /** Requests sent once more after their reused connection closed unanswered. */
  resent(): number;
  close(): void;
};

export function keepAliveClient(connections: number): KeepAliveClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let resent = 0;
  return {
    async send(url, init = {}) {
      try {
        return await sendOnce(agent, url, init);
      } catch (error) {
        if (!(error instanceof ClosedBeforeAnswer)) throw error;
        resent += 1;
        // On a new connection: the other idle ones may have been closed by the same reload.
        return sendOnce(false, url, init);
      }
    },
    resent: () => resent,
    close: () => agent.destroy(),
  };
}

class ClosedBeforeAnswer extends Error {}

/** Statuses whose Response may not have a body. */
const BODILESS = new Set([101, 204, 205, 304]);

function sendOnce(agent: http.Agent | false, url: string | URL, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { agent, method: init.method ?? "GET", headers: Object.fromEntries(new Headers(init.headers)) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const headers = new Headers();
          for (let i = 0; i < response.rawHeaders.length; i += 2)
            headers.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
          const status = response.statusCode ?? 0;
          resolve(new Response(BODILESS.has(status) ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      const unanswered = request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
      reject(unanswered ? new ClosedBeforeAnswer(error.message, { cause: error }) : error);
    });
    request.end(init.body === undefined || init.body === null ? undefined : String(init.body));
  });
}
