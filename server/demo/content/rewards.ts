import type { rewards } from "../../db/schema";

/**
 * The demo rewards catalogue: name and description in both languages, cost in points, stock (null:
 * unlimited), and what a reward gives by itself (issue #38); the others operations fulfil by hand.
 */
export const REWARDS: (typeof rewards.$inferInsert)[] = [
  {
    nameEn: "₫20,000 balance voucher",
    nameVi: "Phiếu số dư 20.000 ₫",
    descriptionEn: "₫20,000 added to your Cineva balance, to spend on rentals and Premium.",
    descriptionVi: "Cộng 20.000 ₫ vào số dư Cineva để thuê phim và mua Premium.",
    costPoints: 400,
    stock: 500,
    grantKind: "balance",
    grantAmount: 20_000,
  },
  {
    nameEn: "1 week of Premium",
    nameVi: "1 tuần Premium",
    descriptionEn:
      "Seven days of Premium: Premium titles, Full HD, two screens at once, new episodes a day early.",
    descriptionVi:
      "Bảy ngày Premium: xem phim Premium, chất lượng Full HD, hai màn hình cùng lúc, xem tập mới sớm một ngày.",
    costPoints: 500,
    stock: null,
    grantKind: "premium",
    grantAmount: 7,
  },
  {
    nameEn: "Early access to premieres (1 month)",
    nameVi: "Xem sớm phim mới (1 tháng)",
    descriptionEn: "Watch new series episodes 24 hours before everyone else for a month.",
    descriptionVi: "Xem tập mới của phim bộ sớm hơn 24 giờ trong một tháng.",
    costPoints: 800,
    stock: null,
    grantKind: "early_access",
    grantAmount: 30,
  },
  {
    nameEn: "₫50,000 balance voucher",
    nameVi: "Phiếu số dư 50.000 ₫",
    descriptionEn: "₫50,000 added to your Cineva balance.",
    descriptionVi: "Cộng 50.000 ₫ vào số dư Cineva của bạn.",
    costPoints: 1000,
    stock: 200,
    grantKind: "balance",
    grantAmount: 50_000,
  },
  {
    nameEn: "Popcorn and drink combo",
    nameVi: "Combo bắp nước",
    descriptionEn: "A large popcorn and two drinks at partner cinemas, by e-voucher.",
    descriptionVi: "Một bắp rang lớn và hai nước ngọt tại rạp đối tác, qua phiếu điện tử.",
    costPoints: 1200,
    stock: 80,
  },
  {
    nameEn: "1 month of Premium",
    nameVi: "1 tháng Premium",
    descriptionEn:
      "A month of Premium: Premium titles, Full HD, two screens at once, new episodes a day early.",
    descriptionVi:
      "Một tháng Premium: xem phim Premium, chất lượng Full HD, hai màn hình cùng lúc, xem tập mới sớm một ngày.",
    costPoints: 1800,
    stock: null,
    grantKind: "premium",
    grantAmount: 30,
  },
  {
    nameEn: "2D cinema ticket",
    nameVi: "Vé xem phim 2D",
    descriptionEn: "One 2D ticket at a partner cinema, any day of the week.",
    descriptionVi: "Một vé xem phim 2D tại rạp đối tác, áp dụng mọi ngày trong tuần.",
    costPoints: 2500,
    stock: 50,
  },
  {
    nameEn: "Cineva T-shirt",
    nameVi: "Áo thun Cineva",
    descriptionEn: "Our organic cotton T-shirt, delivered anywhere in Vietnam.",
    descriptionVi: "Áo thun cotton hữu cơ của Cineva, giao hàng toàn quốc.",
    costPoints: 3000,
    stock: 20,
  },
  {
    nameEn: "Signed film poster",
    nameVi: "Poster phim có chữ ký",
    descriptionEn: "A poster signed by the cast of this season's hit series. Back in stock soon.",
    descriptionVi: "Poster có chữ ký của dàn diễn viên phim bộ ăn khách mùa này. Sắp có hàng trở lại.",
    costPoints: 4000,
    stock: 0,
  },
];
