/** The blog: posts, categories and their search. */
export { blogRoutes } from "./routes";
export { searchPosts } from "./blog";
