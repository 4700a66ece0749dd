// Served by the embedded backend (server/README.md).
export { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT } from "@/server/next-route";
