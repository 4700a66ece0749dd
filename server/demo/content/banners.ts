/** The home page's banners: a title (by its English name) and a bilingual headline. */
export type BannerSeed = { kind: "movie" | "series"; title: string; en: string; vi: string };

export const BANNERS: BannerSeed[] = [
  {
    kind: "series",
    title: "Moonlit Palace",
    en: "Season 3 is here: the moon has chosen its king",
    vi: "Mùa 3 đã lên sóng: ánh trăng đã chọn vị vua của mình",
  },
  {
    kind: "movie",
    title: "Saigon Midnight Courier",
    en: "One night. One delivery. No way back.",
    vi: "Một đêm. Một đơn hàng. Không đường lui.",
  },
  {
    kind: "movie",
    title: "The Quiet Orbit",
    en: "Listen to the silence between the stars",
    vi: "Lắng nghe khoảng lặng giữa các vì sao",
  },
  {
    kind: "series",
    title: "House of Silk Lanterns",
    en: "A family, a workshop, a thousand secrets",
    vi: "Một gia đình, một xưởng nghề, ngàn bí mật",
  },
  {
    kind: "movie",
    title: "Lanterns for the Moon Festival",
    en: "A Mid-Autumn adventure for the whole family",
    vi: "Chuyến phiêu lưu đêm Trung thu cho cả gia đình",
  },
  {
    kind: "series",
    title: "Deep Blue Station",
    en: "Two hundred metres down, something is listening",
    vi: "Dưới đáy biển hai trăm mét, có thứ gì đó đang lắng nghe",
  },
];
