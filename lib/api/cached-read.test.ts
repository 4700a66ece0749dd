/** @jest-environment node */
import * as catalogue from "@/lib/contract/endpoints/catalogue";
import { readKey } from "./cached-read";

describe("readKey", () => {
  it("names a read by its address, the query in one order whatever order it was written in", () => {
    expect(readKey(catalogue.movie, { params: { id: 12 } })).toBe("/movies/12");
    expect(readKey(catalogue.movies, { query: { sort: "year", page: 2 } })).toBe(
      readKey(catalogue.movies, { query: { page: 2, sort: "year" } }),
    );
    expect(readKey(catalogue.movies, { query: { page: 2, sort: "year" } })).toBe("/movies?page=2&sort=year");
  });

  it("leaves out what is not given, so an absent filter and no filter are one read", () => {
    expect(readKey(catalogue.movies, { query: { page: 1, genre: undefined } })).toBe("/movies?page=1");
    expect(readKey(catalogue.home, {})).toBe("/home");
  });

  it("keeps reads of different endpoints and parameters apart", () => {
    expect(readKey(catalogue.movie, { params: { id: 1 } })).not.toBe(
      readKey(catalogue.seriesDetail, { params: { id: 1 } }),
    );
    expect(readKey(catalogue.section, { params: { id: 1 }, query: { page: 2 } })).toBe("/sections/1?page=2");
  });
});
