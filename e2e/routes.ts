/** Every route of product §2.2 with the frame it must render in and its English and Vietnamese titles. */
export type Frame = "main" | "no-footer" | "blank" | "header-only";

export type RouteCase = {
  path: string;
  frame: Frame;
  status: number;
  title: { en: string; vi: string };
  /** Served to signed-out visitors as the sign-in prompt (proxy.ts). */
  protected?: boolean;
};

const notFound = { en: "Page not found | Cineva", vi: "Không tìm thấy trang | Cineva" };
const signIn = { en: "Sign in | Cineva", vi: "Đăng nhập | Cineva" };

export const ROUTES: RouteCase[] = [
  {
    path: "/",
    frame: "main",
    status: 200,
    title: { en: "Cineva — films and series to watch online", vi: "Cineva — xem phim và phim bộ trực tuyến" },
  },
  {
    path: "/terms-and-conditions",
    frame: "main",
    status: 200,
    title: { en: "Terms and conditions | Cineva", vi: "Điều khoản và điều kiện | Cineva" },
  },
  {
    path: "/privacy-policy",
    frame: "main",
    status: 200,
    title: { en: "Privacy policy | Cineva", vi: "Chính sách quyền riêng tư | Cineva" },
  },
  {
    path: "/payment-policy",
    frame: "main",
    status: 200,
    title: { en: "Payment policy | Cineva", vi: "Chính sách thanh toán | Cineva" },
  },
  {
    path: "/search/b%E1%BB%91%20gi%C3%A0",
    frame: "main",
    status: 200,
    title: { en: "Search: bố già | Cineva", vi: "Tìm kiếm: bố già | Cineva" },
  },
  // Not in product §2.2: where the phone's tab bar leads for search (issue #35).
  { path: "/search", frame: "main", status: 200, title: { en: "Search | Cineva", vi: "Tìm kiếm | Cineva" } },
  {
    path: "/series",
    frame: "main",
    status: 200,
    title: { en: "TV series | Cineva", vi: "Phim bộ | Cineva" },
  },
  { path: "/movies", frame: "main", status: 200, title: { en: "Movies | Cineva", vi: "Phim lẻ | Cineva" } },
  {
    path: "/cinema",
    frame: "main",
    status: 200,
    title: { en: "Cinema | Cineva", vi: "Phim chiếu rạp | Cineva" },
  },
  { path: "/blog", frame: "main", status: 200, title: { en: "Blog | Cineva", vi: "Blog | Cineva" } },
  {
    path: "/reward",
    frame: "main",
    status: 200,
    title: { en: "Rewards | Cineva", vi: "Phần thưởng | Cineva" },
  },
  {
    path: "/user/delete-account",
    frame: "main",
    status: 200,
    title: { en: "Delete account | Cineva", vi: "Xóa tài khoản | Cineva" },
  },
  {
    path: "/leaderboard",
    frame: "main",
    status: 200,
    title: { en: "Leaderboard | Cineva", vi: "Bảng xếp hạng | Cineva" },
  },
  {
    path: "/download",
    frame: "main",
    status: 200,
    title: { en: "Download the app | Cineva", vi: "Tải ứng dụng | Cineva" },
  },
  { path: "/top-up", frame: "main", status: 200, title: signIn, protected: true },
  {
    path: "/topup/result",
    frame: "main",
    status: 200,
    title: { en: "Top-up result | Cineva", vi: "Kết quả nạp tiền | Cineva" },
  },
  { path: "/profile/info", frame: "main", status: 200, title: signIn, protected: true },
  { path: "/profile/history", frame: "main", status: 200, title: signIn, protected: true },
  { path: "/profile/favorites", frame: "main", status: 200, title: signIn, protected: true },
  { path: "/profile/distributor", frame: "main", status: 200, title: signIn, protected: true },
  { path: "/profile/invites", frame: "main", status: 200, title: signIn, protected: true },
  { path: "/profile/no-such-child", frame: "main", status: 200, title: signIn, protected: true },
  { path: "/no/such/page", frame: "main", status: 404, title: notFound },
  {
    path: "/recommended",
    frame: "no-footer",
    status: 200,
    title: { en: "Recommended for you | Cineva", vi: "Đề xuất cho bạn | Cineva" },
  },
  {
    path: "/blank-terms-and-conditions",
    frame: "blank",
    status: 200,
    title: { en: "Terms and conditions | Cineva", vi: "Điều khoản và điều kiện | Cineva" },
  },
  {
    path: "/blank-privacy-policy",
    frame: "blank",
    status: 200,
    title: { en: "Privacy policy | Cineva", vi: "Chính sách quyền riêng tư | Cineva" },
  },
  {
    path: "/blank-payment-policy",
    frame: "blank",
    status: 200,
    title: { en: "Payment policy | Cineva", vi: "Chính sách thanh toán | Cineva" },
  },
  {
    path: "/blank-leaderboard",
    frame: "blank",
    status: 200,
    title: { en: "Leaderboard | Cineva", vi: "Bảng xếp hạng | Cineva" },
  },
  {
    path: "/header-terms-and-conditions",
    frame: "header-only",
    status: 200,
    title: { en: "Terms and conditions | Cineva", vi: "Điều khoản và điều kiện | Cineva" },
  },
  {
    path: "/header-privacy-policy",
    frame: "header-only",
    status: 200,
    title: { en: "Privacy policy | Cineva", vi: "Chính sách quyền riêng tư | Cineva" },
  },
  {
    path: "/header-leaderboard",
    frame: "header-only",
    status: 200,
    title: { en: "Leaderboard | Cineva", vi: "Bảng xếp hạng | Cineva" },
  },
];

/**
 * Routes whose object does not exist (ids the demo never seeds) or whose id is malformed: a 404 in
 * the route's own frame, never a 500.
 */
export const NOT_FOUND_TITLE = notFound;

export const ID_ROUTES: { path: string; frame: Frame }[] = [
  { path: "/category/abc", frame: "main" },
  { path: "/blog/999999/first-post", frame: "main" },
  { path: "/blog/0", frame: "main" },
  { path: "/blog/category/999999", frame: "main" },
  { path: "/blog/category/x/y", frame: "main" },
  { path: "/movie/999999/bo-gia", frame: "no-footer" },
  { path: "/movie/7abc", frame: "no-footer" },
  { path: "/movie/0999999", frame: "no-footer" }, // sent to /movie/999999 first (e2e/ids.spec.ts)
  { path: "/movie/99999999999999999999", frame: "no-footer" },
  { path: "/tvseries/999999/the-show&ss=1&ep=2", frame: "no-footer" },
  { path: "/tvseries/-3", frame: "no-footer" },
  { path: "/tvseries/3.5/x&ss=1", frame: "no-footer" },
];
