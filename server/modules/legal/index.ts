/** The legal documents (terms, privacy, payment policy): versions from the day each takes effect, served as JSON and pages. */
export { legalRoutes } from "./routes";
export { ensureLegalDocuments, legalDocument, legalVersionsOf, versionInEffect } from "./legal";
