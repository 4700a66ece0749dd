/** Sandbox mode only: the card gateway's test pages, the mail outbox and fault injection. */
export { sandboxRoutes } from "./routes";
