/** The legal documents (terms, privacy): stored bilingual, served as JSON and pages. */
export { legalRoutes } from "./routes";
export { ensureLegalDocuments } from "./legal";
