/**
 * The demo blog: three categories and bilingual posts about the (invented) Cineva catalogue.
 * Paragraphs are plain text; `daysAgo` places each post on the timeline.
 */
export const BLOG_CATEGORIES = {
  news: { en: "News & Releases", vi: "Tin tức & Phim mới" },
  reviews: { en: "Reviews", vi: "Đánh giá phim" },
  behind: { en: "Behind the Scenes", vi: "Hậu trường" },
} as const;
export type BlogCategoryKey = keyof typeof BLOG_CATEGORIES;

export type BlogPostSeed = {
  category: BlogCategoryKey;
  en: string;
  vi: string;
  excerptEn: string;
  excerptVi: string;
  bodyEn: string[];
  bodyVi: string[];
  featured?: boolean;
  daysAgo: number;
};

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    category: "news",
    featured: true,
    daysAgo: 2,
    en: "Moonlit Palace Season 3 Arrives This Week",
    vi: "Cung trăng mùa 3 lên sóng tuần này",
    excerptEn: "The palace astronomer returns for the final chapter of the year's most-watched series.",
    excerptVi: "Nữ quan thiên văn trở lại trong chương cuối của bộ phim được xem nhiều nhất năm.",
    bodyEn: [
      "The wait is over. The third and final season of Moonlit Palace lands on Cineva this week, with all eight episodes available at once for viewers who cannot wait another Friday.",
      "The new season picks up the night after the eclipse that closed season two. The crown prince has lost his most trusted ally, and the court is divided over a prophecy nobody can read any more.",
      "The writers have promised answers to the questions fans have argued about for two years: who sent the letters from the northern border, and what the astronomer really saw in the moon on the night she arrived at court.",
      "As always, every episode comes with English and Vietnamese subtitles, and you can pick up where you left off on any device.",
    ],
    bodyVi: [
      "Cuộc chờ đợi đã kết thúc. Mùa thứ ba, cũng là mùa cuối của Cung trăng, lên sóng Cineva tuần này với trọn tám tập cùng lúc dành cho những ai không thể đợi thêm một tối thứ Sáu nào nữa.",
      "Mùa mới bắt đầu ngay sau đêm nhật thực khép lại mùa hai. Thái tử đã mất đi đồng minh tin cậy nhất, còn triều đình chia rẽ vì một lời tiên tri không ai còn đọc được.",
      "Đội ngũ biên kịch hứa sẽ giải đáp những câu hỏi mà khán giả tranh luận suốt hai năm qua: ai đã gửi những lá thư từ biên giới phía bắc, và nữ quan thiên văn thực sự đã thấy gì trên mặt trăng vào đêm đầu tiên cô đến kinh thành.",
      "Như thường lệ, mọi tập phim đều có phụ đề tiếng Anh và tiếng Việt, và bạn có thể xem tiếp từ chỗ đã dừng trên bất kỳ thiết bị nào.",
    ],
  },
  {
    category: "reviews",
    featured: true,
    daysAgo: 5,
    en: "Review: Saigon Midnight Courier Is a Thrilling Ride Through the City",
    vi: "Đánh giá: Người giao hàng nửa đêm Sài Gòn — chuyến rượt đuổi nghẹt thở xuyên thành phố",
    excerptEn:
      "A lean, loud and surprisingly tender action film that turns Saigon's alleys into a racetrack.",
    excerptVi:
      "Một bộ phim hành động gọn gàng, sôi động và bất ngờ sâu lắng, biến những con hẻm Sài Gòn thành đường đua.",
    bodyEn: [
      "Few films understand a city the way Saigon Midnight Courier understands District 5 after dark. The camera rides pillion for most of the running time, and you feel every pothole.",
      "The story is simple: one courier, one package, one night. What lifts it is the lead performance — a quiet, stubborn heroine who would rather finish her shift than become a hero.",
      "The chase sequences are staged with real bikes on real streets, and it shows. There is a three-minute scene in a flower market that deserves to be studied in film schools.",
      "If the final act leans a little too hard on coincidence, it is easy to forgive. This is the most fun we have had with a Vietnamese action film in years.",
      "Verdict: four and a half stars. Watch it with the sound turned up.",
    ],
    bodyVi: [
      "Hiếm bộ phim nào hiểu một thành phố như cách Người giao hàng nửa đêm Sài Gòn hiểu Quận 5 về đêm. Máy quay ngồi sau yên xe gần như suốt phim, và bạn cảm nhận được từng ổ gà.",
      "Câu chuyện đơn giản: một người giao hàng, một món hàng, một đêm. Điều làm phim nổi bật là vai chính — một cô gái lặng lẽ, bướng bỉnh, chỉ muốn xong ca làm chứ chẳng muốn làm anh hùng.",
      "Các cảnh rượt đuổi được quay bằng xe thật trên đường phố thật, và điều đó hiện rõ trên màn ảnh. Có một cảnh dài ba phút ở chợ hoa xứng đáng được đem vào giảng dạy ở trường điện ảnh.",
      "Dù hồi cuối hơi dựa nhiều vào sự trùng hợp, điều đó rất dễ bỏ qua. Đây là phim hành động Việt thú vị nhất mà chúng tôi được xem trong nhiều năm.",
      "Kết luận: bốn sao rưỡi. Hãy xem và bật âm thanh thật lớn.",
    ],
  },
  {
    category: "behind",
    daysAgo: 9,
    en: "How We Built the Lanterns of Hội An for an Animated Film",
    vi: "Chúng tôi đã dựng những chiếc đèn lồng Hội An cho phim hoạt hình như thế nào",
    excerptEn: "The art team of Lanterns for the Moon Festival spent a month with real lantern makers.",
    excerptVi:
      "Đội ngũ mỹ thuật của Đèn lồng đêm Trung thu đã dành một tháng bên những nghệ nhân làm đèn thật.",
    bodyEn: [
      "Before a single frame of Lanterns for the Moon Festival was drawn, the art team moved to Hội An for a month and learned to make lanterns by hand.",
      "They discovered that silk behaves differently in light depending on how tightly it is stretched, and they rebuilt their lighting system to imitate it.",
      "The carp lantern at the heart of the film went through forty designs. The final version is based on a lantern made by a seventy-year-old craftswoman, who also voices a small role in the film.",
    ],
    bodyVi: [
      "Trước khi vẽ khung hình đầu tiên của Đèn lồng đêm Trung thu, đội ngũ mỹ thuật đã chuyển đến Hội An sống một tháng và học làm đèn lồng bằng tay.",
      "Họ phát hiện lụa bắt sáng khác nhau tùy vào độ căng, và đã xây dựng lại toàn bộ hệ thống ánh sáng để mô phỏng điều đó.",
      "Chiếc đèn cá chép ở trung tâm câu chuyện đã qua bốn mươi bản thiết kế. Phiên bản cuối cùng dựa trên chiếc đèn của một nữ nghệ nhân bảy mươi tuổi, người cũng lồng tiếng cho một vai nhỏ trong phim.",
    ],
  },
  {
    category: "news",
    daysAgo: 14,
    en: "Ten New Films Coming to Cineva This Month",
    vi: "Mười phim mới ra mắt trên Cineva trong tháng này",
    excerptEn: "From a Thai orchard romance to a chilling mission under Europa's ice: here is what is new.",
    excerptVi:
      "Từ chuyện tình vườn xoài Thái Lan đến nhiệm vụ rợn người dưới lớp băng Europa: đây là những phim mới.",
    bodyEn: [
      "This month brings one of our busiest release calendars of the year, with ten new films across six countries.",
      "Science-fiction fans should start with Signal from Europa, a slow-burning mystery set on Jupiter's frozen moon. For something lighter, Mango Season is a sweet romantic comedy set during harvest in northern Thailand.",
      "Families will find The Hedgerow Gang, a British animated adventure about three animals saving their home, and Atlas of Small Things, a gentle documentary about the creatures living in one French garden.",
      "Every new release is marked in the New Releases row on the home page, and you can add any of them to your favorites to watch later.",
    ],
    bodyVi: [
      "Tháng này là một trong những tháng có lịch ra mắt dày đặc nhất năm, với mười bộ phim mới đến từ sáu quốc gia.",
      "Người hâm mộ khoa học viễn tưởng nên bắt đầu với Tín hiệu từ Europa, một bộ phim bí ẩn chậm rãi lấy bối cảnh mặt trăng băng giá của Sao Mộc. Nếu muốn nhẹ nhàng hơn, Mùa xoài là bộ phim hài lãng mạn ngọt ngào trong mùa thu hoạch ở miền bắc Thái Lan.",
      "Các gia đình có thể chọn Băng nhóm hàng rào, phim hoạt hình phiêu lưu của Anh về ba con vật cứu ngôi nhà của mình, và Tập bản đồ những điều nhỏ bé, phim tài liệu nhẹ nhàng về những sinh vật sống trong một khu vườn nước Pháp.",
      "Mọi phim mới đều nằm trong hàng Mới ra mắt trên trang chủ, và bạn có thể thêm bất kỳ phim nào vào danh sách yêu thích để xem sau.",
    ],
  },
  {
    category: "reviews",
    daysAgo: 20,
    en: "Review: The Quiet Orbit Finds Beauty in Loneliness",
    vi: "Đánh giá: Quỹ đạo lặng im tìm thấy vẻ đẹp trong nỗi cô đơn",
    excerptEn: "A patient, haunting space drama that trusts its audience with silence.",
    excerptVi: "Một bộ phim không gian kiên nhẫn, ám ảnh, tin tưởng khán giả đủ để để lại những khoảng lặng.",
    bodyEn: [
      "The Quiet Orbit is a film about waiting. Its astronomer heroine spends most of the story alone, and the film never hurries her.",
      "What could have been dull becomes hypnotic thanks to the sound design: the station hums, creaks and sighs, and every small noise becomes an event.",
      "The final twenty minutes are among the most moving science fiction of the decade. We will say no more.",
      "Verdict: five stars, and one of the best films on Cineva right now.",
    ],
    bodyVi: [
      "Quỹ đạo lặng im là bộ phim về sự chờ đợi. Nữ nhà thiên văn gần như ở một mình suốt câu chuyện, và bộ phim không bao giờ hối thúc cô.",
      "Điều tưởng chừng nhàm chán lại trở nên cuốn hút nhờ phần âm thanh: trạm không gian ù ù, cọt kẹt, thở dài, và mỗi tiếng động nhỏ đều trở thành một sự kiện.",
      "Hai mươi phút cuối là một trong những đoạn phim khoa học viễn tưởng xúc động nhất thập kỷ. Chúng tôi sẽ không tiết lộ thêm.",
      "Kết luận: năm sao, và là một trong những phim hay nhất trên Cineva lúc này.",
    ],
  },
  {
    category: "behind",
    daysAgo: 27,
    en: "Filming Underwater: The Making of Deep Blue Station",
    vi: "Quay phim dưới nước: hậu trường Trạm xanh thẳm",
    excerptEn: "Most of the series was shot in a tank the size of a swimming pool. Here is how.",
    excerptVi: "Phần lớn bộ phim được quay trong một bể nước lớn bằng hồ bơi. Đây là cách họ thực hiện.",
    bodyEn: [
      "Deep Blue Station looks as if it was filmed at the bottom of the ocean. In fact, almost every scene was shot in a tank just six metres deep.",
      "The production built the station's corridors in sections that could be flooded one at a time, so actors could perform in real water without long breaks.",
      "The cast trained for two months with free-diving instructors. By the end of the shoot, the lead actor could hold his breath for over three minutes.",
      "The creatures, which fans have spent three seasons trying to draw, were never fully built. The crew used lights, shadows and a single puppet fin — and let viewers imagine the rest.",
    ],
    bodyVi: [
      "Trạm xanh thẳm trông như được quay dưới đáy đại dương. Thực ra, gần như mọi cảnh đều được quay trong một bể nước chỉ sâu sáu mét.",
      "Đoàn phim dựng hành lang của trạm thành từng phần có thể làm ngập riêng, để diễn viên diễn trong nước thật mà không phải nghỉ quá lâu.",
      "Dàn diễn viên tập luyện hai tháng với huấn luyện viên lặn tự do. Đến cuối đợt quay, nam chính có thể nín thở hơn ba phút.",
      "Những sinh vật mà khán giả đã cố vẽ lại suốt ba mùa phim chưa bao giờ được dựng hoàn chỉnh. Đoàn phim chỉ dùng ánh sáng, bóng tối và một chiếc vây rối — phần còn lại để khán giả tự tưởng tượng.",
    ],
  },
  {
    category: "news",
    daysAgo: 35,
    en: "Cineva Now Speaks Your Language: Subtitles in English and Vietnamese",
    vi: "Cineva nói ngôn ngữ của bạn: phụ đề tiếng Anh và tiếng Việt",
    excerptEn:
      "Every title in the catalogue now has subtitles in both languages, and the site follows your choice.",
    excerptVi:
      "Mọi nội dung trong kho phim giờ đều có phụ đề hai ngôn ngữ, và trang web ghi nhớ lựa chọn của bạn.",
    bodyEn: [
      "Starting today, every film and every episode on Cineva comes with subtitles in both English and Vietnamese.",
      "Pick a language in the header and the whole site follows: titles, descriptions, menus and the subtitle track the player chooses first.",
      "You can still switch subtitles at any time from the player's menu, and your choice is remembered on your next visit.",
    ],
    bodyVi: [
      "Kể từ hôm nay, mọi bộ phim và mọi tập phim trên Cineva đều có phụ đề tiếng Anh và tiếng Việt.",
      "Chọn ngôn ngữ ở đầu trang và toàn bộ trang web sẽ thay đổi theo: tên phim, mô tả, menu và cả phụ đề mà trình phát chọn đầu tiên.",
      "Bạn vẫn có thể đổi phụ đề bất cứ lúc nào từ menu của trình phát, và lựa chọn của bạn sẽ được ghi nhớ cho lần xem sau.",
    ],
  },
  {
    category: "reviews",
    daysAgo: 44,
    en: "Review: Grandmother's Pho Recipe Will Make You Call Home",
    vi: "Đánh giá: Công thức phở của bà sẽ khiến bạn muốn gọi điện về nhà",
    excerptEn: "A warm family comedy about grief, broth and the arguments only siblings can have.",
    excerptVi:
      "Một bộ phim hài gia đình ấm áp về nỗi mất mát, nồi nước dùng và những trận cãi vã chỉ anh chị em mới có.",
    bodyEn: [
      "It is hard to watch Grandmother's Pho Recipe without getting hungry. It is harder still to watch it without getting a little teary.",
      "The three siblings at its centre have not shared a kitchen in fifteen years, and the film lets their old arguments simmer as slowly as the broth.",
      "The comedy is gentle and the drama never tips into melodrama. The final scene, set during the first morning rush at the reopened restaurant, is quietly perfect.",
      "Verdict: four stars. Best watched with family — and with a bowl of pho nearby.",
    ],
    bodyVi: [
      "Khó mà xem Công thức phở của bà mà không thấy đói. Còn khó hơn nữa để xem mà không rơm rớm nước mắt.",
      "Ba anh em trong phim đã mười lăm năm không chung một gian bếp, và bộ phim để những mâu thuẫn cũ của họ âm ỉ chậm rãi như nồi nước dùng.",
      "Chất hài nhẹ nhàng, còn phần chính kịch không bao giờ sa vào bi lụy. Cảnh cuối, vào buổi sáng đông khách đầu tiên khi quán mở cửa lại, hoàn hảo một cách lặng lẽ.",
      "Kết luận: bốn sao. Nên xem cùng gia đình — và với một bát phở bên cạnh.",
    ],
  },
  {
    category: "behind",
    daysAgo: 52,
    en: "Meet the Composer Behind Second Chance Orchestra",
    vi: "Gặp gỡ nhà soạn nhạc của Dàn nhạc cơ hội thứ hai",
    excerptEn: "She wrote music that sounds slightly wrong on purpose — and then taught retirees to play it.",
    excerptVi: "Cô viết những bản nhạc cố ý nghe hơi lệch — rồi dạy những người về hưu chơi chúng.",
    bodyEn: [
      "The music of Second Chance Orchestra had a strange brief: it had to sound like an amateur orchestra getting better, week by week.",
      "The composer wrote each piece in several versions, from clumsy to polished, and recorded them with real community musicians rather than professionals.",
      "Several members of the film's orchestra were not actors at all. They were retirees from a seaside town who answered an advertisement in the local paper.",
      "The soundtrack is now one of the most-played film scores in Korea, and the orchestra still meets every Thursday.",
    ],
    bodyVi: [
      "Âm nhạc của Dàn nhạc cơ hội thứ hai có một yêu cầu lạ: phải nghe như một dàn nhạc nghiệp dư đang tiến bộ dần qua từng tuần.",
      "Nhà soạn nhạc viết mỗi bản nhạc thành nhiều phiên bản, từ vụng về đến hoàn chỉnh, và thu âm với những nhạc công cộng đồng thật thay vì dân chuyên nghiệp.",
      "Nhiều thành viên trong dàn nhạc của phim hoàn toàn không phải diễn viên. Họ là những người về hưu ở một thị trấn ven biển đã trả lời mẩu quảng cáo trên báo địa phương.",
      "Nhạc phim giờ là một trong những bản nhạc phim được nghe nhiều nhất Hàn Quốc, và dàn nhạc vẫn gặp nhau mỗi thứ Năm.",
    ],
  },
  {
    category: "news",
    daysAgo: 63,
    en: "Continue Watching Now Remembers Every Episode",
    vi: "Tính năng Xem tiếp giờ ghi nhớ từng tập phim",
    excerptEn:
      "Leave a series halfway through an episode and Cineva will take you right back to that moment.",
    excerptVi: "Dừng một bộ phim giữa chừng và Cineva sẽ đưa bạn trở lại đúng khoảnh khắc đó.",
    bodyEn: [
      "We have rebuilt Continue Watching from the ground up. Cineva now remembers your position in every episode of every series, not just the last one you opened.",
      "When you finish an episode, the next one is waiting on your home page. When you come back to a film, it starts exactly where you left it.",
      "Your history is private and belongs to you: you can clear a single title or your whole history at any time from your profile.",
    ],
    bodyVi: [
      "Chúng tôi đã xây dựng lại tính năng Xem tiếp từ đầu. Giờ đây Cineva ghi nhớ vị trí của bạn trong từng tập của mọi bộ phim, chứ không chỉ tập bạn mở gần nhất.",
      "Khi bạn xem xong một tập, tập tiếp theo đã chờ sẵn trên trang chủ. Khi bạn quay lại một bộ phim, phim sẽ phát đúng từ chỗ bạn dừng.",
      "Lịch sử xem là của riêng bạn: bạn có thể xóa một nội dung hoặc toàn bộ lịch sử bất cứ lúc nào trong trang cá nhân.",
    ],
  },
  {
    category: "reviews",
    daysAgo: 75,
    en: "Review: Tea at Four, Murder at Five Is the Cosiest Mystery of the Year",
    vi: "Đánh giá: Trà lúc bốn giờ, án mạng lúc năm giờ — phim trinh thám ấm cúng nhất năm",
    excerptEn: "Scones, suspects and a judge who cannot stop apologising: a delightful English whodunnit.",
    excerptVi:
      "Bánh nướng, nghi phạm và một vị giám khảo không ngừng xin lỗi: một phim trinh thám Anh thú vị.",
    bodyEn: [
      "A village baking contest, a poisoned lemon tart and a judge who would rather be anywhere else: Tea at Four, Murder at Five knows exactly what it is and enjoys every minute.",
      "The mystery itself is cleverly built, with clues hidden in plain sight in the very first scene. Pay attention to the jam.",
      "The supporting cast of suspicious villagers is a joy, and the film never lets the comedy undercut the puzzle.",
      "Verdict: four stars. The perfect Sunday-afternoon film.",
    ],
    bodyVi: [
      "Một cuộc thi làm bánh ở làng quê, một chiếc bánh tart chanh có độc và một vị giám khảo chỉ muốn ở bất cứ đâu khác: Trà lúc bốn giờ, án mạng lúc năm giờ biết rõ mình là gì và tận hưởng từng phút.",
      "Vụ án được xây dựng khéo léo, với các manh mối nằm ngay trước mắt từ cảnh đầu tiên. Hãy chú ý đến lọ mứt.",
      "Dàn nhân vật phụ là những dân làng đáng ngờ vô cùng thú vị, và phần hài hước không bao giờ làm lu mờ câu đố.",
      "Kết luận: bốn sao. Bộ phim hoàn hảo cho một buổi chiều Chủ nhật.",
    ],
  },
  {
    category: "behind",
    daysAgo: 90,
    en: "Five Filming Locations You Can Visit in Vietnam",
    vi: "Năm địa điểm quay phim bạn có thể ghé thăm ở Việt Nam",
    excerptEn: "From the rice terraces of Mù Cang Chải to a ferry port in the far south.",
    excerptVi: "Từ ruộng bậc thang Mù Cang Chải đến bến phà ở cực Nam.",
    bodyEn: [
      "Many of the Vietnamese titles on Cineva were filmed in places you can visit. Here are five favourites from our catalogue.",
      "The terraces of Mù Cang Chải, seen in the documentary of the same name, are at their most beautiful in late September, just before the harvest.",
      "The floating market at Cái Răng, where The Floating Market Heist takes place, is busiest before seven in the morning.",
      "Hội An's old town, home to House of Silk Lanterns, is best explored on foot in the evening, when the lanterns are lit.",
      "Finally, the ferry to Côn Sơn still runs several times a week. Check the weather before you go: the crossing in The Last Ferry to Côn Sơn is not entirely fiction.",
    ],
    bodyVi: [
      "Nhiều phim Việt trên Cineva được quay ở những nơi bạn có thể ghé thăm. Đây là năm địa điểm yêu thích trong kho phim của chúng tôi.",
      "Ruộng bậc thang Mù Cang Chải, xuất hiện trong bộ phim tài liệu cùng tên, đẹp nhất vào cuối tháng Chín, ngay trước mùa gặt.",
      "Chợ nổi Cái Răng, nơi diễn ra Phi vụ chợ nổi, đông vui nhất trước bảy giờ sáng.",
      "Phố cổ Hội An, bối cảnh của Gia tộc đèn lụa, đẹp nhất khi đi bộ vào buổi tối lúc đèn lồng được thắp sáng.",
      "Cuối cùng, chuyến phà ra Côn Sơn vẫn chạy vài lần mỗi tuần. Hãy xem dự báo thời tiết trước khi đi: chuyến vượt biển trong Chuyến phà cuối ra Côn Sơn không hoàn toàn là hư cấu.",
    ],
  },
  {
    category: "news",
    daysAgo: 110,
    en: "Earn Points While You Watch: Cineva Rewards Explained",
    vi: "Vừa xem phim vừa tích điểm: giải thích về Cineva Rewards",
    excerptEn: "Daily check-ins, watching time and inviting friends all add up to rewards.",
    excerptVi: "Điểm danh hằng ngày, thời gian xem phim và mời bạn bè đều giúp bạn đổi quà.",
    bodyEn: [
      "Cineva Rewards turns the time you spend watching into points you can spend on rewards.",
      "You earn points for checking in every day, for the minutes you watch and for every friend who joins with your invite code.",
      "The leaderboard shows the most active viewers each month. Visit the Rewards page to see what your points can buy.",
    ],
    bodyVi: [
      "Cineva Rewards biến thời gian bạn xem phim thành điểm thưởng để đổi quà.",
      "Bạn nhận điểm khi điểm danh mỗi ngày, theo số phút xem phim và với mỗi người bạn tham gia bằng mã mời của bạn.",
      "Bảng xếp hạng hiển thị những người xem tích cực nhất mỗi tháng. Hãy ghé trang Phần thưởng để xem điểm của bạn đổi được gì.",
    ],
  },
  {
    category: "reviews",
    daysAgo: 130,
    en: "Review: Ghost Train Academy Is the Anime Series to Start Now",
    vi: "Đánh giá: Học viện tàu ma là bộ anime nên bắt đầu xem ngay",
    excerptEn: "Gorgeous, funny and surprisingly wise about growing up and letting go.",
    excerptVi: "Đẹp mắt, hài hước và bất ngờ sâu sắc về việc trưởng thành và buông bỏ.",
    bodyEn: [
      "Ghost Train Academy begins as a school comedy and quietly becomes something much deeper.",
      "Each episode follows a student guiding one lost spirit to its final station, and each spirit has a story that lingers long after the credits.",
      "The animation is beautiful, especially the night landscapes seen through the train's windows, which change with every season.",
      "With three seasons available, now is the perfect time to climb aboard.",
    ],
    bodyVi: [
      "Học viện tàu ma bắt đầu như một bộ phim hài học đường rồi lặng lẽ trở thành điều gì đó sâu sắc hơn nhiều.",
      "Mỗi tập phim theo chân một học sinh dẫn một linh hồn lạc lối về ga cuối, và mỗi linh hồn mang một câu chuyện còn đọng lại rất lâu sau khi phim kết thúc.",
      "Phần hình ảnh tuyệt đẹp, nhất là những khung cảnh đêm nhìn qua cửa sổ tàu, thay đổi theo từng mùa.",
      "Với ba mùa phim đã có mặt, đây là thời điểm hoàn hảo để lên tàu.",
    ],
  },
];
