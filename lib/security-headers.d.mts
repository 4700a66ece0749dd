type Header = { key: string; value: string };
export function securityHeaders(options: { https: boolean }): { source: string; headers: Header[] }[];
