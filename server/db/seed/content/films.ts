/**
 * The demo films: invented titles and stories, in English and Vietnamese. `hot` marks the crowd
 * favourites (more views); sections and genres refer to content/taxonomy.ts.
 */
import type { GenreKey, SectionKey } from "./taxonomy";

export type FilmSeed = {
  en: string;
  vi: string;
  descEn: string;
  descVi: string;
  year: number;
  country: string;
  minutes: number;
  genres: GenreKey[];
  sections: SectionKey[];
  hot?: boolean;
};

export const FILMS: FilmSeed[] = [
  // ── Vietnam ──
  {
    en: "The Kite Maker of Bến Tre",
    vi: "Người làm diều xứ Bến Tre",
    descEn:
      "An old craftsman in the Mekong Delta teaches his restless granddaughter to build kites before the river town he loves is changed for ever.",
    descVi:
      "Một nghệ nhân già ở miền Tây dạy đứa cháu gái hiếu động cách làm diều, trước khi thị trấn ven sông mà ông yêu thương đổi thay mãi mãi.",
    year: 2023,
    country: "VN",
    minutes: 108,
    genres: ["drama", "family"],
    sections: ["vietnamese", "family", "acclaimed"],
    hot: true,
  },
  {
    en: "Rain Over Hàng Bạc Street",
    vi: "Mưa trên phố Hàng Bạc",
    descEn:
      "A silversmith's apprentice and a visiting architect keep meeting under the same awning during one long Hà Nội monsoon.",
    descVi:
      "Cậu học việc của một thợ bạc và nữ kiến trúc sư phương xa cứ tình cờ gặp nhau dưới cùng một mái hiên trong mùa mưa dài ở Hà Nội.",
    year: 2024,
    country: "VN",
    minutes: 101,
    genres: ["romance", "drama"],
    sections: ["vietnamese", "new"],
  },
  {
    en: "Saigon Midnight Courier",
    vi: "Người giao hàng nửa đêm Sài Gòn",
    descEn:
      "A motorbike courier takes one last late-night delivery and finds herself racing through District 5 with a package half the city wants.",
    descVi:
      "Một nữ shipper nhận đơn hàng cuối cùng lúc nửa đêm và bị cuốn vào cuộc rượt đuổi khắp Quận 5 vì món hàng mà nửa thành phố săn lùng.",
    year: 2025,
    country: "VN",
    minutes: 112,
    genres: ["action", "crime"],
    sections: ["vietnamese", "trending", "thrills", "new"],
    hot: true,
  },
  {
    en: "The Floating Market Heist",
    vi: "Phi vụ chợ nổi",
    descEn:
      "Four friends plan the gentlest robbery in history: winning back a stolen family boat during the busiest morning at Cái Răng market.",
    descVi:
      "Bốn người bạn lên kế hoạch cho phi vụ hiền lành nhất lịch sử: giành lại chiếc ghe gia truyền bị lấy mất vào buổi sáng đông nhất ở chợ nổi Cái Răng.",
    year: 2024,
    country: "VN",
    minutes: 97,
    genres: ["comedy", "crime"],
    sections: ["vietnamese", "family"],
  },
  {
    en: "Grandmother's Pho Recipe",
    vi: "Công thức phở của bà",
    descEn:
      "Three estranged siblings must cook their late grandmother's famous broth together to keep her little restaurant open.",
    descVi:
      "Ba anh em xa cách buộc phải cùng nhau nấu lại nồi nước dùng nổi tiếng của người bà quá cố để giữ quán phở nhỏ của bà.",
    year: 2022,
    country: "VN",
    minutes: 94,
    genres: ["family", "comedy", "drama"],
    sections: ["vietnamese", "family"],
    hot: true,
  },
  {
    en: "Whispers of the Mangrove",
    vi: "Tiếng thì thầm rừng đước",
    descEn:
      "A sound recordist in Cà Mau captures voices in the mangrove forest that should not be there — and they start answering back.",
    descVi:
      "Một kỹ thuật viên thu âm ở Cà Mau ghi lại những giọng nói không nên tồn tại trong rừng đước — và chúng bắt đầu đáp lời.",
    year: 2025,
    country: "VN",
    minutes: 99,
    genres: ["horror", "mystery"],
    sections: ["vietnamese", "thrills", "new"],
  },
  {
    en: "The Last Ferry to Côn Sơn",
    vi: "Chuyến phà cuối ra Côn Sơn",
    descEn:
      "Stranded by a storm, strangers on an overnight ferry share the stories that brought each of them to sea.",
    descVi: "Mắc kẹt vì bão, những người xa lạ trên chuyến phà đêm kể cho nhau nghe lý do đưa họ ra khơi.",
    year: 2021,
    country: "VN",
    minutes: 118,
    genres: ["drama", "adventure"],
    sections: ["vietnamese", "acclaimed"],
  },
  {
    en: "Lanterns for the Moon Festival",
    vi: "Đèn lồng đêm Trung thu",
    descEn:
      "A paper carp lantern comes to life on Mid-Autumn night and leads two children across a glowing, magical Hội An.",
    descVi:
      "Chiếc đèn cá chép giấy bỗng sống dậy trong đêm Trung thu và dẫn hai đứa trẻ đi khắp một Hội An lung linh huyền ảo.",
    year: 2023,
    country: "VN",
    minutes: 86,
    genres: ["animation", "family", "fantasy"],
    sections: ["animation", "family", "vietnamese"],
    hot: true,
  },
  {
    en: "Terraces of Mù Cang Chải",
    vi: "Ruộng bậc thang Mù Cang Chải",
    descEn:
      "A year in the life of the Hmông families who shape the mountains of Yên Bái, one rice terrace at a time.",
    descVi:
      "Một năm trong cuộc sống của những gia đình người Mông tạc nên núi đồi Yên Bái, từng thửa ruộng bậc thang một.",
    year: 2024,
    country: "VN",
    minutes: 78,
    genres: ["documentary"],
    sections: ["vietnamese", "acclaimed"],
  },
  {
    en: "Two Weddings in Đà Lạt",
    vi: "Hai đám cưới ở Đà Lạt",
    descEn:
      "A wedding planner books two ceremonies at the same pine-hill villa on the same day — one of them is her ex's.",
    descVi:
      "Một cô gái tổ chức tiệc cưới nhận nhầm hai hôn lễ cùng ngày tại cùng một biệt thự đồi thông — và một trong số đó là của người yêu cũ.",
    year: 2025,
    country: "VN",
    minutes: 104,
    genres: ["romance", "comedy"],
    sections: ["vietnamese", "new", "trending"],
    hot: true,
  },
  // ── Korea ──
  {
    en: "Seoul Static",
    vi: "Nhiễu sóng Seoul",
    descEn:
      "A radio engineer hears tomorrow's news through the static of an abandoned broadcast tower and has one night to change it.",
    descVi:
      "Một kỹ sư phát thanh nghe thấy bản tin của ngày mai qua tiếng nhiễu từ một tháp phát sóng bỏ hoang và chỉ có một đêm để thay đổi nó.",
    year: 2024,
    country: "KR",
    minutes: 115,
    genres: ["thriller", "scifi"],
    sections: ["korean", "thrills", "trending"],
    hot: true,
  },
  {
    en: "The Ramen Shop on Hill Street",
    vi: "Quán mì trên phố đồi",
    descEn:
      "A burnt-out office worker inherits a tiny noodle bar and the loyal, eccentric regulars who come with it.",
    descVi:
      "Một nhân viên văn phòng kiệt sức thừa kế quán mì nhỏ xíu cùng những vị khách quen trung thành và lập dị của nó.",
    year: 2023,
    country: "KR",
    minutes: 103,
    genres: ["drama", "comedy"],
    sections: ["korean", "family"],
  },
  {
    en: "Second Chance Orchestra",
    vi: "Dàn nhạc cơ hội thứ hai",
    descEn:
      "A disgraced conductor forms an orchestra of retirees in a coastal town and prepares them for a national competition.",
    descVi:
      "Một nhạc trưởng thất thế lập dàn nhạc gồm những người về hưu ở thị trấn ven biển và đưa họ đến một cuộc thi toàn quốc.",
    year: 2022,
    country: "KR",
    minutes: 121,
    genres: ["drama", "family"],
    sections: ["korean", "acclaimed"],
  },
  {
    en: "Busan Undertow",
    vi: "Dòng xoáy Busan",
    descEn:
      "A harbour detective and a smuggler's daughter follow a missing shipping container into the city's most dangerous docks.",
    descVi:
      "Một thám tử cảng và con gái của tay buôn lậu lần theo chiếc container mất tích vào khu bến tàu nguy hiểm nhất thành phố.",
    year: 2025,
    country: "KR",
    minutes: 119,
    genres: ["crime", "thriller", "action"],
    sections: ["korean", "thrills", "new"],
    hot: true,
  },
  {
    en: "Letters to the Lighthouse",
    vi: "Những lá thư gửi ngọn hải đăng",
    descEn:
      "For ten years a lighthouse keeper answers letters addressed to no one — until one writer asks to meet him.",
    descVi:
      "Suốt mười năm, người gác hải đăng hồi âm những lá thư không gửi cho ai — cho đến khi một người viết xin được gặp anh.",
    year: 2021,
    country: "KR",
    minutes: 110,
    genres: ["romance", "drama"],
    sections: ["korean", "acclaimed"],
  },
  {
    en: "Neon Tiger",
    vi: "Hổ neon",
    descEn:
      "A retired taekwondo champion returns to the arcades of her youth to protect her brother from a gambling ring.",
    descVi:
      "Một cựu vô địch taekwondo quay lại những khu trò chơi thời trẻ để bảo vệ em trai khỏi một đường dây cờ bạc.",
    year: 2024,
    country: "KR",
    minutes: 109,
    genres: ["action"],
    sections: ["korean", "trending"],
  },
  // ── United States ──
  {
    en: "Dust and Thunder",
    vi: "Bụi và sấm",
    descEn:
      "Two rival ranchers must cross a drought-struck valley together to bring water back to their dying town.",
    descVi:
      "Hai chủ trang trại đối địch buộc phải cùng nhau vượt thung lũng khô hạn để đưa nước về cứu thị trấn đang lụi tàn.",
    year: 2022,
    country: "US",
    minutes: 126,
    genres: ["action", "adventure", "drama"],
    sections: ["hollywood"],
  },
  {
    en: "The Quiet Orbit",
    vi: "Quỹ đạo lặng im",
    descEn:
      "Alone on a research station after contact with Earth is lost, an astronomer learns to listen to the silence between the stars.",
    descVi:
      "Một mình trên trạm nghiên cứu sau khi mất liên lạc với Trái Đất, nhà thiên văn học tập lắng nghe khoảng lặng giữa các vì sao.",
    year: 2024,
    country: "US",
    minutes: 132,
    genres: ["scifi", "drama"],
    sections: ["hollywood", "acclaimed", "trending"],
    hot: true,
  },
  {
    en: "Maple Street Mysteries",
    vi: "Bí ẩn phố Maple",
    descEn:
      "When garden gnomes start vanishing across a sleepy suburb, a retired librarian and her grandson open an investigation.",
    descVi:
      "Khi những chú lùn làm vườn lần lượt biến mất khắp khu ngoại ô yên ả, một bà thủ thư về hưu cùng cháu trai mở cuộc điều tra.",
    year: 2023,
    country: "US",
    minutes: 98,
    genres: ["mystery", "comedy", "family"],
    sections: ["hollywood", "family"],
  },
  {
    en: "Midnight at the Diner",
    vi: "Nửa đêm ở quán ăn",
    descEn:
      "Seven strangers, one roadside diner, and a stranger at the counter who knows every one of their secrets.",
    descVi: "Bảy người lạ, một quán ăn ven đường, và một vị khách bên quầy biết rõ bí mật của từng người.",
    year: 2025,
    country: "US",
    minutes: 95,
    genres: ["thriller", "mystery"],
    sections: ["hollywood", "thrills", "new"],
  },
  {
    en: "The Paper Astronaut",
    vi: "Phi hành gia giấy",
    descEn:
      "A boy folds a paper astronaut for his science fair, and that night it takes him on a voyage across the solar system.",
    descVi:
      "Cậu bé gấp một phi hành gia bằng giấy cho hội chợ khoa học, và đêm đó nó đưa cậu bay khắp hệ Mặt Trời.",
    year: 2024,
    country: "US",
    minutes: 92,
    genres: ["animation", "family", "adventure"],
    sections: ["animation", "family", "hollywood"],
    hot: true,
  },
  {
    en: "Copper Canyon Rescue",
    vi: "Giải cứu hẻm núi Đồng",
    descEn: "A search-and-rescue pilot has six hours of daylight to find a school bus lost in a flash flood.",
    descVi:
      "Một phi công cứu hộ chỉ còn sáu giờ trời sáng để tìm chiếc xe buýt học sinh mất tích trong trận lũ quét.",
    year: 2021,
    country: "US",
    minutes: 111,
    genres: ["action", "adventure"],
    sections: ["hollywood", "thrills"],
  },
  {
    en: "Signal from Europa",
    vi: "Tín hiệu từ Europa",
    descEn:
      "A crew drilling through the ice of Jupiter's moon receives a signal that repeats their own voices, hours before they speak.",
    descVi:
      "Phi hành đoàn khoan xuyên lớp băng trên mặt trăng của Sao Mộc nhận được tín hiệu lặp lại chính giọng nói của họ, vài giờ trước khi họ cất lời.",
    year: 2025,
    country: "US",
    minutes: 128,
    genres: ["scifi", "thriller"],
    sections: ["hollywood", "new", "thrills"],
    hot: true,
  },
  {
    en: "Brooklyn Bakers",
    vi: "Những người thợ bánh Brooklyn",
    descEn:
      "Two feuding bakeries on the same block are forced to share one oven after a fire — and, slowly, a lot more.",
    descVi:
      "Hai tiệm bánh kình địch trên cùng dãy phố buộc phải dùng chung một lò nướng sau vụ hỏa hoạn — và dần dần chia sẻ nhiều hơn thế.",
    year: 2023,
    country: "US",
    minutes: 100,
    genres: ["comedy", "romance"],
    sections: ["hollywood"],
  },
  {
    en: "The Glass Witness",
    vi: "Nhân chứng thủy tinh",
    descEn:
      "The only witness to a museum robbery is a glassblower who sees the world in reflections — and she saw something the police missed.",
    descVi:
      "Nhân chứng duy nhất của vụ trộm bảo tàng là một thợ thổi thủy tinh nhìn thế giới qua những hình phản chiếu — và cô thấy điều cảnh sát bỏ sót.",
    year: 2022,
    country: "US",
    minutes: 117,
    genres: ["crime", "mystery"],
    sections: ["hollywood", "acclaimed"],
  },
  {
    en: "Hollow Pines",
    vi: "Rừng thông rỗng",
    descEn:
      "A family's first winter in a remote cabin turns strange when the trees around it begin to move closer.",
    descVi:
      "Mùa đông đầu tiên của một gia đình trong căn nhà gỗ hẻo lánh trở nên kỳ lạ khi hàng cây quanh nhà bắt đầu xích lại gần.",
    year: 2024,
    country: "US",
    minutes: 93,
    genres: ["horror"],
    sections: ["thrills"],
  },
  // ── Japan ──
  {
    en: "The Cat Who Ran the Bookshop",
    vi: "Chú mèo quản lý hiệu sách",
    descEn:
      "When the owner of a Kyoto bookshop falls ill, her cat takes over — recommending exactly the right book to every customer.",
    descVi:
      "Khi bà chủ hiệu sách ở Kyoto đổ bệnh, chú mèo của bà tiếp quản cửa hàng — và gợi ý đúng cuốn sách cho từng vị khách.",
    year: 2023,
    country: "JP",
    minutes: 89,
    genres: ["animation", "family", "comedy"],
    sections: ["animation", "asian", "family"],
    hot: true,
  },
  {
    en: "Snow Country Express",
    vi: "Chuyến tàu xứ tuyết",
    descEn:
      "Snowed in at a mountain station, a train conductor and a runaway bride spend three days rewriting their plans.",
    descVi:
      "Bị tuyết chặn ở một ga miền núi, người soát vé tàu và cô dâu bỏ trốn có ba ngày để viết lại kế hoạch đời mình.",
    year: 2022,
    country: "JP",
    minutes: 112,
    genres: ["drama", "romance"],
    sections: ["asian", "acclaimed"],
  },
  {
    en: "Kyoto Clockwork",
    vi: "Cỗ máy đồng hồ Kyoto",
    descEn:
      "A watchmaker's apprentice discovers that the temple clock she is repairing can rewind a single hour of the city.",
    descVi:
      "Cô học việc của một thợ đồng hồ phát hiện chiếc đồng hồ đền cổ mà cô đang sửa có thể quay ngược một giờ của cả thành phố.",
    year: 2025,
    country: "JP",
    minutes: 106,
    genres: ["fantasy", "mystery"],
    sections: ["asian", "new"],
  },
  {
    en: "Sakura Relay",
    vi: "Tiếp sức mùa hoa anh đào",
    descEn:
      "A struggling high-school running club trains for the spring relay that could save it from being disbanded.",
    descVi:
      "Câu lạc bộ chạy bộ sắp giải tán của một trường trung học tập luyện cho cuộc đua tiếp sức mùa xuân quyết định số phận của họ.",
    year: 2024,
    country: "JP",
    minutes: 104,
    genres: ["drama", "family"],
    sections: ["asian", "family"],
  },
  {
    en: "Spirit of the Onsen",
    vi: "Linh hồn suối nước nóng",
    descEn:
      "A girl working at her aunt's hot-spring inn must help a lost river spirit find its way home before winter.",
    descVi:
      "Cô bé làm việc ở nhà trọ suối nước nóng của dì phải giúp một linh hồn dòng sông lạc lối tìm đường về trước mùa đông.",
    year: 2021,
    country: "JP",
    minutes: 95,
    genres: ["animation", "fantasy"],
    sections: ["animation", "asian", "acclaimed"],
  },
  // ── United Kingdom ──
  {
    en: "The Lighthouse Keeper's Will",
    vi: "Di chúc của người gác hải đăng",
    descEn:
      "Five heirs gather on a Cornish island to hear a will that leaves everything to whoever solves the keeper's last riddle.",
    descVi:
      "Năm người thừa kế tụ họp trên hòn đảo ở Cornwall để nghe bản di chúc trao toàn bộ gia sản cho ai giải được câu đố cuối cùng của người gác đèn.",
    year: 2023,
    country: "GB",
    minutes: 113,
    genres: ["mystery", "drama"],
    sections: ["european", "acclaimed"],
  },
  {
    en: "Tea at Four, Murder at Five",
    vi: "Trà lúc bốn giờ, án mạng lúc năm giờ",
    descEn:
      "A village baking contest turns deadly, and the only detective available is the competition's nervous judge.",
    descVi:
      "Cuộc thi làm bánh ở một ngôi làng bỗng xảy ra án mạng, và thám tử duy nhất có mặt lại là vị giám khảo hay run rẩy.",
    year: 2024,
    country: "GB",
    minutes: 102,
    genres: ["crime", "comedy", "mystery"],
    sections: ["european", "trending"],
    hot: true,
  },
  {
    en: "Last Stop Camden",
    vi: "Ga cuối Camden",
    descEn:
      "A night-shift Underground driver notices the same passenger boarding every train — and never getting off.",
    descVi:
      "Một tài xế tàu điện ngầm ca đêm nhận ra cùng một hành khách lên mọi chuyến tàu — và không bao giờ xuống.",
    year: 2022,
    country: "GB",
    minutes: 99,
    genres: ["thriller", "mystery"],
    sections: ["european", "thrills"],
  },
  {
    en: "The Hedgerow Gang",
    vi: "Băng nhóm hàng rào",
    descEn:
      "A hedgehog, a badger and a very organised mouse team up to save their hedgerow from a new motorway.",
    descVi:
      "Một chú nhím, một chú lửng và một cô chuột cực kỳ ngăn nắp hợp sức cứu hàng rào cây xanh khỏi con đường cao tốc mới.",
    year: 2025,
    country: "GB",
    minutes: 84,
    genres: ["animation", "family", "adventure"],
    sections: ["animation", "family", "new", "european"],
  },
  // ── France ──
  {
    en: "A Summer in Provence Blue",
    vi: "Mùa hè xanh Provence",
    descEn:
      "A Parisian painter who has lost her sense of colour spends a summer among the lavender fields to find it again.",
    descVi:
      "Một họa sĩ Paris đánh mất cảm nhận về màu sắc dành cả mùa hè giữa những cánh đồng oải hương để tìm lại nó.",
    year: 2023,
    country: "FR",
    minutes: 107,
    genres: ["romance", "drama"],
    sections: ["european"],
  },
  {
    en: "The Scent Collector",
    vi: "Người sưu tầm mùi hương",
    descEn:
      "A perfumer with a perfect nose is hired to recreate a vanished fragrance and uncovers a family fortune built on a lie.",
    descVi:
      "Một người chế nước hoa có khứu giác hoàn hảo được thuê tái tạo mùi hương đã biến mất, và lật mở gia sản xây trên một lời dối trá.",
    year: 2022,
    country: "FR",
    minutes: 101,
    genres: ["crime", "mystery"],
    sections: ["european", "acclaimed"],
  },
  {
    en: "Paris After Rain",
    vi: "Paris sau cơn mưa",
    descEn:
      "Two translators, one manuscript, and a single rainy week in Paris that neither of them will forget.",
    descVi: "Hai dịch giả, một bản thảo, và một tuần mưa ở Paris mà không ai trong hai người có thể quên.",
    year: 2024,
    country: "FR",
    minutes: 96,
    genres: ["romance"],
    sections: ["european", "trending"],
  },
  {
    en: "Atlas of Small Things",
    vi: "Tập bản đồ những điều nhỏ bé",
    descEn:
      "A gentle documentary about the insects, mosses and tiny creatures living in one French country garden.",
    descVi:
      "Bộ phim tài liệu nhẹ nhàng về côn trùng, rêu và những sinh vật tí hon sống trong một khu vườn nông thôn nước Pháp.",
    year: 2025,
    country: "FR",
    minutes: 82,
    genres: ["documentary", "family"],
    sections: ["european", "family", "new"],
  },
  // ── Thailand ──
  {
    en: "Monsoon Boxer",
    vi: "Võ sĩ mùa mưa",
    descEn: "A young Muay Thai fighter from a fishing village gets one shot at Bangkok's biggest stadium.",
    descVi:
      "Một võ sĩ Muay Thái trẻ từ làng chài có một cơ hội duy nhất để bước lên sàn đấu lớn nhất Bangkok.",
    year: 2024,
    country: "TH",
    minutes: 114,
    genres: ["action", "drama"],
    sections: ["asian", "trending"],
    hot: true,
  },
  {
    en: "The Night Bus to Chiang Mai",
    vi: "Chuyến xe đêm đến Chiang Mai",
    descEn: "Passengers on an overnight bus realise the road through the mountains is repeating itself.",
    descVi: "Hành khách trên chuyến xe đêm nhận ra con đường xuyên núi đang lặp lại chính nó.",
    year: 2023,
    country: "TH",
    minutes: 97,
    genres: ["horror", "thriller"],
    sections: ["asian", "thrills"],
  },
  {
    en: "Mango Season",
    vi: "Mùa xoài",
    descEn:
      "A city chef returns to her family's orchard for harvest and clashes with the charming rival growing next door.",
    descVi:
      "Nữ đầu bếp thành phố về vườn xoài của gia đình mùa thu hoạch và đụng độ anh chàng hàng xóm trồng xoài đầy duyên dáng.",
    year: 2025,
    country: "TH",
    minutes: 99,
    genres: ["comedy", "romance"],
    sections: ["asian", "new"],
  },
  // ── Elsewhere ──
  {
    en: "Tango of the Tides",
    vi: "Điệu tango của thủy triều",
    descEn:
      "In a port town in Argentina, an ageing dancer teaches a fisherman to tango for his daughter's wedding.",
    descVi:
      "Ở một thị trấn cảng Argentina, người vũ công lớn tuổi dạy một ngư dân nhảy tango cho đám cưới con gái anh.",
    year: 2022,
    country: "AR",
    minutes: 109,
    genres: ["drama", "romance"],
    sections: ["acclaimed"],
  },
  {
    en: "The Cartographer's Daughter",
    vi: "Con gái người vẽ bản đồ",
    descEn:
      "Following her father's unfinished maps, a young woman crosses the Pyrenees in search of a village no one remembers.",
    descVi:
      "Lần theo những tấm bản đồ dang dở của cha, một cô gái trẻ vượt dãy Pyrenees tìm ngôi làng không ai còn nhớ tới.",
    year: 2024,
    country: "ES",
    minutes: 120,
    genres: ["adventure", "drama"],
    sections: ["european", "acclaimed"],
  },
  {
    en: "Harbour Lights Protocol",
    vi: "Giao thức đèn cảng",
    descEn:
      "A hacker and a veteran cop have until dawn to stop the harbour's lights — and its ships — from going dark.",
    descVi:
      "Một hacker và viên cảnh sát kỳ cựu chỉ có đến rạng sáng để ngăn đèn cảng — và cả những con tàu — chìm vào bóng tối.",
    year: 2025,
    country: "HK",
    minutes: 108,
    genres: ["action", "thriller"],
    sections: ["asian", "thrills", "trending"],
  },
  {
    en: "The Rooftop Garden",
    vi: "Khu vườn trên sân thượng",
    descEn:
      "Neighbours in an ageing Hà Nội apartment block turn their shared rooftop into a garden — and into a family.",
    descVi:
      "Những người hàng xóm trong khu tập thể cũ ở Hà Nội biến sân thượng chung thành khu vườn — và thành một gia đình.",
    year: 2024,
    country: "VN",
    minutes: 96,
    genres: ["drama", "family", "comedy"],
    sections: ["vietnamese", "family", "acclaimed"],
  },
];
