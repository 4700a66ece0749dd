import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Locale } from "../lib/i18n/config";

/**
 * The backend down or slower than the API time-out (lib/api/client.ts, 15 s): the site shows its
 * translated error screen or what it has cached, never a crash, a blank page or a request that
 * hangs. Faults come from the backend's test switch (server/faults.ts, CINEVA_FAULTS=1 in
 * playwright.config.ts), each scoped to one path of the API so the tests running beside these are
 * not touched, and cleared afterwards.
 */

type Fault = { path: string; mode: "down" | "slow"; delayMs?: number; method?: string };

async function inject(request: APIRequestContext, fault: Fault) {
  const response = await request.post("/api/sandbox/faults", { data: fault });
  expect(response.status(), await response.text()).toBe(201);
  return async () => {
    await request.delete(`/api/sandbox/faults?path=${encodeURIComponent(fault.path)}`);
  };
}

/** A film id no page has ever been built for (so nothing is cached): the seed's ids are far lower. */
const unseenFilmId = () => 900_000_000 + Math.floor(Math.random() * 90_000_000);

async function expectErrorScreen(page: Page, language: Locale = "en") {
  const screen = page.getByTestId("page-error");
  await expect(screen).toBeVisible();
  const texts = {
    en: ["This page could not be loaded", "Reload"],
    vi: ["Không thể tải trang này", "Tải lại"],
  }[language];
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText(texts[0]!);
  await expect(screen.getByRole("button", { name: texts[1] })).toBeVisible();
  // Inside the site's frame (header and navigation), not Next's bare error page.
  await expect(page.getByRole("banner")).toBeVisible();
}

test("a film whose backend is down shows the translated error screen, not a 404, and is not cached", async ({
  page,
  request,
}) => {
  const id = unseenFilmId();
  const clear = await inject(request, { path: `/movies/${id}`, mode: "down" });
  try {
    const response = await page.goto(`/movie/${id}`);
    // Being down is not "not found".
    expect(response?.status()).not.toBe(404);
    await expectErrorScreen(page);

    // The API itself answers at once, in JSON, in the caller's language.
    const api = await request.get(`/api/movies/${id}`, { headers: { "Accept-Language": "vi" } });
    expect(api.status()).toBe(503);
    expect(api.headers()["retry-after"]).toBe("5");
    expect((await api.json()) as unknown).toEqual({ message: expect.stringContaining("không khả dụng") });

    await page.goto(`/movie/${id}?lang=vi`);
    await expectErrorScreen(page, "vi");
    await page.goto(`/movie/${id}?lang=en`);
    await expectErrorScreen(page);
  } finally {
    await clear();
  }
  // Back up: Reload asks again, and the failure was not kept (this id does not exist: the 404).
  // The server answers a read that just failed with the same failure for 2 s (lib/api/failed-reads).
  await page.waitForTimeout(2_500);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("a film already seen keeps being served from the cache while its backend is down", async ({
  page,
  request,
}) => {
  // A real film, not the one the other specs watch.
  const listing = (await (await request.get("/api/movies?sort=rating&per_page=5")).json()) as {
    data: { id: number; title_en: string }[];
  };
  const film = listing.data.find((title) => title.id !== 18) ?? listing.data[0]!;
  const first = await page.goto(`/movie/${film.id}`);
  expect(first?.status()).toBe(200);
  const canonical = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(film.title_en);

  const clear = await inject(request, { path: `/movies/${film.id}`, mode: "down" });
  try {
    expect((await request.get(`/api/movies/${film.id}`)).status()).toBe(503);
    // The page as built, with nothing purged.
    const again = await page.goto(canonical);
    expect(again?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(film.title_en);
    await expect(page.getByTestId("page-error")).toHaveCount(0);
    // Another address of the same film (a wrong slug) still finds the film's data in the data cache.
    await page.goto(`/movie/${film.id}/not-the-slug-${Date.now()}`);
    await expect(page).toHaveURL(canonical);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(film.title_en);
  } finally {
    await clear();
  }
});

test("a backend slower than the 15 s time-out gives the error screen in time, and the API answers 504", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const id = unseenFilmId();
  const clear = await inject(request, { path: `/movies/${id}`, mode: "slow", delayMs: 60_000 });
  try {
    const started = Date.now();
    // The API called directly, at the same time: its own deadline (20 s) answers 504 JSON.
    const direct = request.get(`/api/movies/${id}`, { timeout: 30_000 }).then(async (response) => ({
      status: response.status(),
      body: (await response.json()) as unknown,
      seconds: (Date.now() - started) / 1000,
    }));
    // The server's answer (not the browser's loading of scripts and images after it) is what is timed.
    const response = await page.goto(`/movie/${id}`, { timeout: 30_000, waitUntil: "commit" });
    const seconds = (Date.now() - started) / 1000;
    expect(response?.status()).not.toBe(404);
    expect(seconds).toBeGreaterThanOrEqual(14);
    expect(seconds).toBeLessThan(20);
    await expectErrorScreen(page);

    const api = await direct;
    expect(api.status).toBe(504);
    expect(api.body).toEqual({ message: expect.any(String) });
    expect(api.seconds).toBeLessThan(25);
  } finally {
    await clear();
  }
});

test("search suggestions failing show the translated error toast and the page goes on", async ({
  page,
  request,
}) => {
  const keyword = `zzdown${Date.now()}`;
  const clear = await inject(request, { path: `/search/suggest?q=${keyword}*`, mode: "down" });
  try {
    await page.goto("/");
    const search = page.getByRole("combobox", { name: "Search films, series and articles" });
    await search.fill(keyword);
    await expect(page.getByText("Unexpected error has been occurred")).toBeVisible();
    await expect(page.getByText("Please try again")).toBeVisible();
    // Still a working page: the search itself goes through.
    await search.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${keyword}”`);
  } finally {
    await clear();
  }
});

test("search suggestions that time out show the translated no-answer toast", async ({ page, request }) => {
  test.setTimeout(60_000);
  const keyword = `zzslow${Date.now()}`;
  const clear = await inject(request, {
    path: `/search/suggest?q=${keyword}*`,
    mode: "slow",
    delayMs: 60_000,
  });
  try {
    await page.goto("/?lang=vi");
    const search = page.getByRole("combobox").first();
    await search.fill(keyword);
    await expect(page.getByText("Cineva chưa phản hồi")).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole("banner")).toBeVisible();
  } finally {
    await clear();
  }
});
