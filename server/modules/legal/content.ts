/**
 * The legal documents' text as first published. `ensureLegalDocuments` writes any that are missing
 * at start-up (every database gets them, seeded demo or not); operators may then edit the rows.
 */
import type { LegalSection } from "../../db/schema";

export const LEGAL_SLUGS = ["terms", "privacy", "payment-policy"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export interface LegalText {
  slug: LegalSlug;
  titleEn: string;
  titleVi: string;
  effectiveOn: string;
  sectionsEn: LegalSection[];
  sectionsVi: LegalSection[];
}

const EFFECTIVE = "2026-11-01";

export const LEGAL_TEXTS: LegalText[] = [
  {
    slug: "terms",
    titleEn: "Terms and conditions",
    titleVi: "Điều khoản và điều kiện",
    effectiveOn: EFFECTIVE,
    sectionsEn: [
      {
        heading: "1. About these terms",
        paragraphs: [
          "These terms govern your use of the Cineva web site and apps (“Cineva”, “we”). By browsing or creating an account you accept them. If you do not agree, please do not use the service.",
          "We may update these terms. We will show the date a new version takes effect at the top of this page and, for important changes, tell signed-in viewers in advance.",
        ],
      },
      {
        heading: "2. Your account",
        paragraphs: [
          "You sign up with a Vietnamese mobile number confirmed by a one-time code, or with Google or Apple. You must be at least 13 years old, or have a parent's permission, and give true details.",
          "Keep your password to yourself. You are responsible for what happens under your account until you tell us it has been misused. We may suspend or block accounts that break these terms, attack the service or abuse other viewers.",
        ],
      },
      {
        heading: "3. Watching",
        paragraphs: [
          "Films and series on Cineva are licensed to us for streaming to viewers in the territories we serve. You may watch them for your own private, non-commercial use. You may not record, copy, re-broadcast, resell or circumvent the protection of any content.",
          "What is available changes over time. Ratings, comments and favorites you add must not be unlawful, hateful or infringe anyone's rights.",
        ],
      },
      {
        heading: "4. Points, rewards and invitations",
        paragraphs: [
          "You earn points for daily check-ins, for watching and for friends who join with your invite link, as described on the Rewards page. Points have no cash value, cannot be transferred and expire if your account is closed.",
          "We may cancel points gained by automated or fraudulent activity, and change the rewards on offer while they last.",
        ],
      },
      {
        heading: "5. Balance and distributors",
        paragraphs: [
          "Your balance is topped up in Vietnamese đồng through our payment partners and is governed by the Payment policy. Distributors approved by us earn the commission shown on their distributor page on top-ups made by the viewers they refer.",
        ],
      },
      {
        heading: "6. Liability and law",
        paragraphs: [
          "We work to keep Cineva available and secure, but the service is provided as it is. To the extent the law allows, we are not liable for indirect losses or for interruptions beyond our reasonable control.",
          "These terms are governed by the laws of Vietnam. Questions: support@cineva.vn.",
        ],
      },
    ],
    sectionsVi: [
      {
        heading: "1. Về các điều khoản này",
        paragraphs: [
          "Các điều khoản này áp dụng khi bạn sử dụng trang web và ứng dụng Cineva (“Cineva”, “chúng tôi”). Khi truy cập hoặc tạo tài khoản, bạn đồng ý với các điều khoản này. Nếu không đồng ý, vui lòng không sử dụng dịch vụ.",
          "Chúng tôi có thể cập nhật các điều khoản. Ngày hiệu lực của phiên bản mới được ghi ở đầu trang này; với thay đổi quan trọng, chúng tôi sẽ báo trước cho người dùng đã đăng nhập.",
        ],
      },
      {
        heading: "2. Tài khoản của bạn",
        paragraphs: [
          "Bạn đăng ký bằng số điện thoại di động Việt Nam được xác nhận qua mã OTP, hoặc bằng Google hay Apple. Bạn phải từ 13 tuổi trở lên hoặc được cha mẹ cho phép, và cung cấp thông tin đúng sự thật.",
          "Hãy giữ bí mật mật khẩu. Bạn chịu trách nhiệm về mọi hoạt động dưới tài khoản của mình cho đến khi báo với chúng tôi rằng tài khoản bị lạm dụng. Chúng tôi có thể tạm ngưng hoặc khóa tài khoản vi phạm điều khoản, tấn công dịch vụ hoặc quấy rối người khác.",
        ],
      },
      {
        heading: "3. Xem phim",
        paragraphs: [
          "Phim lẻ và phim bộ trên Cineva được cấp phép để phát trực tuyến cho người xem tại các khu vực chúng tôi phục vụ. Bạn chỉ được xem cho mục đích cá nhân, phi thương mại; không được ghi lại, sao chép, phát lại, bán lại hay vượt qua cơ chế bảo vệ nội dung.",
          "Danh mục phim có thể thay đổi theo thời gian. Đánh giá và nội dung bạn thêm không được trái pháp luật, kích động thù ghét hay xâm phạm quyền của người khác.",
        ],
      },
      {
        heading: "4. Điểm thưởng, quà và lời mời",
        paragraphs: [
          "Bạn nhận điểm khi điểm danh hằng ngày, khi xem phim và khi bạn bè đăng ký bằng liên kết mời của bạn, như mô tả ở trang Phần thưởng. Điểm không có giá trị quy đổi thành tiền, không chuyển nhượng được và mất hiệu lực khi tài khoản bị đóng.",
          "Chúng tôi có thể hủy điểm có được từ hoạt động tự động hoặc gian lận, và thay đổi danh sách quà khi còn hàng.",
        ],
      },
      {
        heading: "5. Số dư và nhà phân phối",
        paragraphs: [
          "Số dư được nạp bằng đồng Việt Nam qua các đối tác thanh toán và tuân theo Chính sách thanh toán. Nhà phân phối được chúng tôi duyệt sẽ nhận hoa hồng theo tỷ lệ ghi trên trang nhà phân phối đối với các giao dịch nạp tiền của người xem do họ giới thiệu.",
        ],
      },
      {
        heading: "6. Trách nhiệm và luật áp dụng",
        paragraphs: [
          "Chúng tôi nỗ lực để Cineva luôn sẵn sàng và an toàn, nhưng dịch vụ được cung cấp theo hiện trạng. Trong phạm vi pháp luật cho phép, chúng tôi không chịu trách nhiệm về thiệt hại gián tiếp hoặc gián đoạn ngoài tầm kiểm soát hợp lý.",
          "Các điều khoản này tuân theo pháp luật Việt Nam. Mọi thắc mắc xin gửi về support@cineva.vn.",
        ],
      },
    ],
  },
  {
    slug: "privacy",
    titleEn: "Privacy policy",
    titleVi: "Chính sách quyền riêng tư",
    effectiveOn: EFFECTIVE,
    sectionsEn: [
      {
        heading: "1. What we collect",
        paragraphs: [
          "Account details you give us: phone number, name, first and last name, e-mail address and avatar; for Google or Apple sign-in, the e-mail address and name the provider shares.",
          "What you do on Cineva: what you watch and where you stopped, ratings, favorites, points, invitations and top-ups. Technical data needed to run the service: IP address, browser and device type, and the time of requests.",
        ],
      },
      {
        heading: "2. Why we use it",
        paragraphs: [
          "To run your account and sign you in securely; to let you resume what you watch and recommend titles you may like; to award points and commissions; to process payments and prevent fraud; and to keep the service working and safe. We do not sell your personal data.",
        ],
      },
      {
        heading: "3. Cookies and storage",
        paragraphs: [
          "We use a session cookie to keep you signed in (it is not readable by page scripts), a cookie and local storage entry for your language, and local storage for player choices such as subtitles and speed. We use no advertising cookies.",
        ],
      },
      {
        heading: "4. Who we share it with",
        paragraphs: [
          "Only with providers that help us run Cineva, under contract and for that purpose: SMS delivery for one-time codes, payment gateways for top-ups, and hosting. Leaderboards and invite lists show other viewers only a masked form of your name or phone number.",
        ],
      },
      {
        heading: "5. How long we keep it",
        paragraphs: [
          "For as long as your account is open. When you delete your account we remove your profile, history, favorites and ratings; payment records are kept as long as accounting law requires. If you joined through an invite, a one-way hash of your phone number stays with that invite, so that it is never rewarded twice.",
        ],
      },
      {
        heading: "6. Your rights",
        paragraphs: [
          "Under Vietnam's Decree 13/2023/ND-CP you may see, correct and delete your data, withdraw consent and object to processing. Edit your details on your profile page, delete your account from the account menu, or write to privacy@cineva.vn.",
        ],
      },
    ],
    sectionsVi: [
      {
        heading: "1. Thông tin chúng tôi thu thập",
        paragraphs: [
          "Thông tin tài khoản bạn cung cấp: số điện thoại, tên hiển thị, họ và tên, địa chỉ e-mail và ảnh đại diện; khi đăng nhập bằng Google hoặc Apple, địa chỉ e-mail và tên mà nhà cung cấp chia sẻ.",
          "Hoạt động của bạn trên Cineva: nội dung đã xem và vị trí dừng, đánh giá, danh sách yêu thích, điểm thưởng, lời mời và giao dịch nạp tiền. Dữ liệu kỹ thuật cần để vận hành dịch vụ: địa chỉ IP, loại trình duyệt và thiết bị, thời điểm truy cập.",
        ],
      },
      {
        heading: "2. Mục đích sử dụng",
        paragraphs: [
          "Để quản lý tài khoản và đăng nhập an toàn; để bạn xem tiếp và nhận gợi ý phim phù hợp; để cộng điểm và hoa hồng; để xử lý thanh toán, phòng chống gian lận; và để dịch vụ hoạt động ổn định, an toàn. Chúng tôi không bán dữ liệu cá nhân của bạn.",
        ],
      },
      {
        heading: "3. Cookie và lưu trữ",
        paragraphs: [
          "Chúng tôi dùng cookie phiên đăng nhập (mã trên trang không đọc được), một cookie và một mục lưu trữ cục bộ cho ngôn ngữ, và lưu trữ cục bộ cho lựa chọn trình phát như phụ đề và tốc độ. Chúng tôi không dùng cookie quảng cáo.",
        ],
      },
      {
        heading: "4. Chia sẻ với ai",
        paragraphs: [
          "Chỉ với các nhà cung cấp giúp vận hành Cineva, theo hợp đồng và đúng mục đích đó: gửi SMS mã OTP, cổng thanh toán cho giao dịch nạp tiền và dịch vụ lưu trữ. Bảng xếp hạng và danh sách lời mời chỉ hiển thị tên hoặc số điện thoại của bạn ở dạng đã che bớt.",
        ],
      },
      {
        heading: "5. Thời gian lưu trữ",
        paragraphs: [
          "Trong suốt thời gian tài khoản còn hoạt động. Khi bạn xóa tài khoản, chúng tôi xóa hồ sơ, lịch sử xem, danh sách yêu thích và đánh giá; chứng từ thanh toán được giữ theo thời hạn pháp luật kế toán yêu cầu. Nếu bạn tham gia qua lời mời, một giá trị băm một chiều của số điện thoại được giữ cùng lời mời đó để lời mời không được thưởng hai lần.",
        ],
      },
      {
        heading: "6. Quyền của bạn",
        paragraphs: [
          "Theo Nghị định 13/2023/NĐ-CP, bạn có quyền xem, chỉnh sửa, xóa dữ liệu, rút lại sự đồng ý và phản đối việc xử lý. Hãy chỉnh thông tin ở trang hồ sơ, xóa tài khoản từ menu tài khoản, hoặc viết thư cho privacy@cineva.vn.",
        ],
      },
    ],
  },
  {
    slug: "payment-policy",
    titleEn: "Payment policy",
    titleVi: "Chính sách thanh toán",
    effectiveOn: EFFECTIVE,
    sectionsEn: [
      {
        heading: "1. Topping up your balance",
        paragraphs: [
          "You can add from ₫10,000 to ₫50,000,000 to your Cineva balance in one payment, by domestic card, bank transfer or e-wallet, through a licensed payment gateway. Amounts are in Vietnamese đồng and include VAT.",
        ],
      },
      {
        heading: "2. How a payment works",
        paragraphs: [
          "After you confirm the amount, you pay on the gateway's secure page; Cineva never sees or stores your card number. Your balance is credited only when the gateway confirms the payment to our servers, usually within seconds. The result page shows the status we have recorded, not what the address says.",
        ],
      },
      {
        heading: "3. Failed or pending payments",
        paragraphs: [
          "If a payment fails or you cancel it, nothing is charged. If money leaves your account but the payment stays pending for more than 24 hours, contact us with the order code shown on the result page and we will credit your balance or have the bank return the money.",
        ],
      },
      {
        heading: "4. Refunds",
        paragraphs: [
          "Balance you have not spent can be refunded to the original payment method within 30 days of the top-up, on request to billing@cineva.vn. Balance already spent on rentals or subscriptions is not refundable, except where the content could not be played because of a fault on our side.",
        ],
      },
      {
        heading: "5. Commissions",
        paragraphs: [
          "Distributors earn commission on successful top-ups by the viewers they refer, at the rate shown on their distributor page. Commission on a top-up that is later refunded is withdrawn.",
        ],
      },
    ],
    sectionsVi: [
      {
        heading: "1. Nạp tiền vào số dư",
        paragraphs: [
          "Bạn có thể nạp từ 10.000 ₫ đến 50.000.000 ₫ vào số dư Cineva trong một lần, bằng thẻ nội địa, chuyển khoản ngân hàng hoặc ví điện tử, qua cổng thanh toán được cấp phép. Số tiền tính bằng đồng Việt Nam và đã gồm thuế GTGT.",
        ],
      },
      {
        heading: "2. Quy trình thanh toán",
        paragraphs: [
          "Sau khi xác nhận số tiền, bạn thanh toán trên trang bảo mật của cổng thanh toán; Cineva không bao giờ nhìn thấy hay lưu số thẻ của bạn. Số dư chỉ được cộng khi cổng thanh toán xác nhận giao dịch với máy chủ của chúng tôi, thường trong vài giây. Trang kết quả hiển thị trạng thái chúng tôi ghi nhận, không dựa vào địa chỉ trang.",
        ],
      },
      {
        heading: "3. Giao dịch thất bại hoặc đang xử lý",
        paragraphs: [
          "Nếu giao dịch thất bại hoặc bạn hủy, bạn không bị trừ tiền. Nếu tài khoản ngân hàng đã bị trừ tiền nhưng giao dịch vẫn đang xử lý sau 24 giờ, hãy liên hệ với chúng tôi kèm mã đơn trên trang kết quả; chúng tôi sẽ cộng số dư hoặc yêu cầu ngân hàng hoàn tiền.",
        ],
      },
      {
        heading: "4. Hoàn tiền",
        paragraphs: [
          "Số dư chưa sử dụng có thể được hoàn về phương thức thanh toán ban đầu trong vòng 30 ngày kể từ ngày nạp, theo yêu cầu gửi billing@cineva.vn. Số dư đã dùng để thuê phim hoặc mua gói không được hoàn, trừ khi nội dung không phát được do lỗi từ phía chúng tôi.",
        ],
      },
      {
        heading: "5. Hoa hồng",
        paragraphs: [
          "Nhà phân phối nhận hoa hồng trên các giao dịch nạp tiền thành công của người xem do họ giới thiệu, theo tỷ lệ ghi trên trang nhà phân phối. Hoa hồng của giao dịch được hoàn tiền sau đó sẽ bị thu hồi.",
        ],
      },
    ],
  },
];
