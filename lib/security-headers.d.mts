type Header = { key: string; value: string };
export function securityHeaders(options: {
  https: boolean;
  apiHost?: string;
  development?: boolean;
}): { source: string; headers: Header[] }[];
