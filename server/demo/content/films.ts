/**
 * The demo films (films.json): invented titles and stories, in English and Vietnamese. `hot` marks the crowd
 * favourites (more views); sections and genres refer to content/taxonomy.ts.
 */
import films from "./films.json";
import type { TitleSeed } from "./taxonomy";

export type FilmSeed = TitleSeed & { minutes: number };

// JSON holds plain strings; content.test.ts checks every genre and section is a key of taxonomy.json.
export const FILMS = films as FilmSeed[];
