/**
 * The demo series: invented, bilingual. `seasons` lists the episode count of each season; episode
 * titles come from EPISODE_TITLES, drawn without repeats within a series.
 */
import type { GenreKey, SectionKey } from "./taxonomy";

export type SeriesSeed = {
  en: string;
  vi: string;
  descEn: string;
  descVi: string;
  year: number;
  country: string;
  /** Episodes per season (2–4 seasons of 4–10 episodes). */
  seasons: number[];
  /** Typical episode length, minutes. */
  episodeMinutes: number;
  genres: GenreKey[];
  sections: SectionKey[];
  hot?: boolean;
};

export const SERIES: SeriesSeed[] = [
  {
    en: "House of Silk Lanterns",
    vi: "Gia tộc đèn lụa",
    descEn:
      "Three generations of a Hội An lantern-making family fight over their workshop, their secrets and the future of the old town.",
    descVi:
      "Ba thế hệ của một gia đình làm đèn lồng ở Hội An tranh giành xưởng nghề, giữ gìn bí mật và quyết định tương lai của phố cổ.",
    year: 2023,
    country: "VN",
    seasons: [8, 8, 6],
    episodeMinutes: 48,
    genres: ["drama", "romance", "family"],
    sections: ["vietnamese", "binge", "trending"],
    hot: true,
  },
  {
    en: "Precinct 7: Hà Nội",
    vi: "Đội 7: Hà Nội",
    descEn:
      "The detectives of a small downtown precinct solve the capital's strangest cases between bowls of bún chả.",
    descVi:
      "Các điều tra viên của một đồn nhỏ giữa phố cổ phá giải những vụ án kỳ lạ nhất thủ đô giữa những bát bún chả.",
    year: 2024,
    country: "VN",
    seasons: [10, 8],
    episodeMinutes: 45,
    genres: ["crime", "thriller", "comedy"],
    sections: ["vietnamese", "binge", "thrills"],
    hot: true,
  },
  {
    en: "Little Explorers Club",
    vi: "Câu lạc bộ nhà thám hiểm nhí",
    descEn:
      "Every Saturday four friends and their robot dog set off to discover something new about the world around them.",
    descVi:
      "Mỗi thứ Bảy, bốn người bạn nhỏ cùng chú chó robot lên đường khám phá một điều mới mẻ về thế giới quanh mình.",
    year: 2022,
    country: "VN",
    seasons: [6, 6, 5, 4],
    episodeMinutes: 22,
    genres: ["animation", "family", "adventure"],
    sections: ["animation", "family", "vietnamese"],
  },
  {
    en: "The Startup Alley",
    vi: "Hẻm khởi nghiệp",
    descEn:
      "Five young founders share one cramped office in Seoul and one dream: launching an app before the money runs out.",
    descVi:
      "Năm nhà sáng lập trẻ chung nhau một văn phòng chật hẹp ở Seoul và một giấc mơ: ra mắt ứng dụng trước khi cạn tiền.",
    year: 2023,
    country: "KR",
    seasons: [8, 8],
    episodeMinutes: 60,
    genres: ["comedy", "drama", "romance"],
    sections: ["korean", "binge"],
    hot: true,
  },
  {
    en: "Moonlit Palace",
    vi: "Cung trăng",
    descEn:
      "A palace astronomer who can read fortunes in the moon becomes the crown prince's most trusted — and most dangerous — ally.",
    descVi:
      "Nữ quan thiên văn có thể đọc vận mệnh qua ánh trăng trở thành đồng minh tin cậy nhất — và nguy hiểm nhất — của thái tử.",
    year: 2024,
    country: "KR",
    seasons: [10, 10, 8],
    episodeMinutes: 62,
    genres: ["fantasy", "romance", "drama"],
    sections: ["korean", "binge", "trending", "acclaimed"],
    hot: true,
  },
  {
    en: "Deep Blue Station",
    vi: "Trạm xanh thẳm",
    descEn:
      "Two hundred metres under the Pacific, the crew of a research station discovers they are not the deepest thing down there.",
    descVi:
      "Dưới đáy Thái Bình Dương hai trăm mét, phi hành đoàn của trạm nghiên cứu phát hiện họ không phải là thứ sâu nhất ở đó.",
    year: 2022,
    country: "US",
    seasons: [8, 8, 10],
    episodeMinutes: 52,
    genres: ["scifi", "thriller", "mystery"],
    sections: ["hollywood", "binge", "thrills"],
    hot: true,
  },
  {
    en: "Small Town Sheriff",
    vi: "Cảnh sát trưởng thị trấn nhỏ",
    descEn:
      "The newly elected sheriff of a town of 900 people discovers that keeping the peace mostly means keeping everyone's secrets.",
    descVi:
      "Vị cảnh sát trưởng mới đắc cử của thị trấn 900 dân nhận ra giữ bình yên phần lớn là giữ kín bí mật của mọi người.",
    year: 2021,
    country: "US",
    seasons: [6, 8, 8, 6],
    episodeMinutes: 42,
    genres: ["crime", "comedy", "drama"],
    sections: ["hollywood", "binge"],
  },
  {
    en: "Kitchen Brigade",
    vi: "Đội bếp",
    descEn:
      "Behind the doors of Chicago's most demanding restaurant, a line of cooks fights to survive service night after night.",
    descVi:
      "Sau cánh cửa nhà hàng khắt khe nhất Chicago, đội đầu bếp chiến đấu để vượt qua từng ca phục vụ mỗi đêm.",
    year: 2025,
    country: "US",
    seasons: [8, 6],
    episodeMinutes: 30,
    genres: ["comedy", "drama"],
    sections: ["hollywood", "new", "binge"],
  },
  {
    en: "Ghost Train Academy",
    vi: "Học viện tàu ma",
    descEn:
      "At a boarding school aboard a train that never stops, new students learn to guide lost spirits to their last station.",
    descVi:
      "Tại ngôi trường nội trú trên con tàu không bao giờ dừng, học sinh mới học cách dẫn những linh hồn lạc lối về ga cuối.",
    year: 2023,
    country: "JP",
    seasons: [10, 10, 8],
    episodeMinutes: 24,
    genres: ["animation", "fantasy", "adventure"],
    sections: ["animation", "asian", "binge"],
    hot: true,
  },
  {
    en: "Tokyo Night Shift",
    vi: "Ca đêm Tokyo",
    descEn:
      "At a 24-hour convenience store in Shinjuku, the night-shift clerks quietly solve the problems of the lonely customers who come in.",
    descVi:
      "Tại cửa hàng tiện lợi mở cửa 24 giờ ở Shinjuku, các nhân viên ca đêm lặng lẽ gỡ rối cho những vị khách cô đơn ghé qua.",
    year: 2024,
    country: "JP",
    seasons: [6, 6],
    episodeMinutes: 35,
    genres: ["drama", "mystery"],
    sections: ["asian", "acclaimed"],
  },
  {
    en: "The Moorland Inquiries",
    vi: "Những cuộc điều tra trên đồng hoang",
    descEn:
      "A detective sent to a remote Yorkshire station finds every case leads back to the same ruined abbey.",
    descVi:
      "Nữ thám tử bị điều về một đồn cảnh sát hẻo lánh ở Yorkshire phát hiện mọi vụ án đều dẫn về cùng một tu viện đổ nát.",
    year: 2022,
    country: "GB",
    seasons: [4, 4, 5],
    episodeMinutes: 58,
    genres: ["crime", "mystery", "drama"],
    sections: ["european", "binge", "acclaimed"],
  },
  {
    en: "Wild Coasts",
    vi: "Những bờ biển hoang sơ",
    descEn:
      "From Hạ Long Bay to the Scottish Highlands, a journey along the planet's most remarkable shorelines.",
    descVi:
      "Từ vịnh Hạ Long đến vùng cao nguyên Scotland, hành trình dọc những đường bờ biển đáng kinh ngạc nhất hành tinh.",
    year: 2023,
    country: "GB",
    seasons: [6, 6],
    episodeMinutes: 50,
    genres: ["documentary", "adventure"],
    sections: ["european", "family"],
  },
  {
    en: "Bistro of the Stars",
    vi: "Quán ăn những vì sao",
    descEn:
      "A chef who lost her Michelin star opens a tiny bistro in Lyon, where every table comes with a love story.",
    descVi:
      "Nữ đầu bếp mất ngôi sao Michelin mở một quán ăn nhỏ ở Lyon, nơi mỗi bàn ăn đều gắn với một câu chuyện tình.",
    year: 2024,
    country: "FR",
    seasons: [8, 8],
    episodeMinutes: 40,
    genres: ["romance", "comedy"],
    sections: ["european", "new"],
  },
  {
    en: "Bangkok Street Racers",
    vi: "Tay đua phố Bangkok",
    descEn:
      "A delivery rider is pulled into Bangkok's underground racing scene to pay off her family's debt.",
    descVi: "Một cô gái giao hàng bị cuốn vào thế giới đua xe ngầm ở Bangkok để trả món nợ của gia đình.",
    year: 2025,
    country: "TH",
    seasons: [8, 8],
    episodeMinutes: 45,
    genres: ["action", "crime"],
    sections: ["asian", "thrills", "new"],
  },
];

/** Episode titles, English and Vietnamese. */
export const EPISODE_TITLES: [string, string][] = [
  ["Arrival", "Ngày đến"],
  ["The First Clue", "Manh mối đầu tiên"],
  ["Old Debts", "Món nợ cũ"],
  ["Crossroads", "Ngã rẽ"],
  ["Under the Bridge", "Dưới chân cầu"],
  ["A Quiet Storm", "Cơn bão lặng"],
  ["Homecoming", "Trở về"],
  ["Secrets in the Attic", "Bí mật trên gác xép"],
  ["The Long Night", "Đêm dài"],
  ["Broken Promises", "Lời hứa dang dở"],
  ["Lucky Numbers", "Con số may mắn"],
  ["Paper Trail", "Dấu vết giấy tờ"],
  ["High Tide", "Triều cường"],
  ["Echoes", "Tiếng vọng"],
  ["The Visitor", "Vị khách lạ"],
  ["Red Envelope", "Phong bao lì xì"],
  ["Fault Lines", "Vết nứt"],
  ["Into the Fog", "Vào màn sương"],
  ["Midnight Market", "Chợ nửa đêm"],
  ["Second Wind", "Lấy lại sức"],
  ["The Deal", "Thỏa thuận"],
  ["Blackout", "Mất điện"],
  ["Family Dinner", "Bữa cơm gia đình"],
  ["Out of Reach", "Ngoài tầm với"],
  ["Small Mercies", "Những điều tử tế nhỏ"],
  ["The Reckoning", "Ngày phán xét"],
  ["Northern Lights", "Ánh sáng phương Bắc"],
  ["Lost and Found", "Mất và tìm"],
  ["Burning Bridges", "Đốt cầu"],
  ["Masks", "Những chiếc mặt nạ"],
  ["The Wager", "Ván cược"],
  ["Rooftops", "Trên những mái nhà"],
  ["Slow Dance", "Điệu nhảy chậm"],
  ["Cold Case", "Hồ sơ cũ"],
  ["New Moon", "Trăng non"],
  ["Signal Lost", "Mất tín hiệu"],
  ["Full Circle", "Trọn vòng"],
  ["The Audition", "Buổi thử vai"],
  ["Borrowed Time", "Thời gian vay mượn"],
  ["Wildfire", "Cháy rừng"],
  ["The Inheritance", "Gia tài"],
  ["Open Water", "Biển khơi"],
  ["Checkmate", "Chiếu tướng"],
  ["Lanterns", "Đèn lồng"],
  ["After the Storm", "Sau cơn bão"],
  ["First Snow", "Tuyết đầu mùa"],
  ["Night Train", "Chuyến tàu đêm"],
  ["The Witness", "Nhân chứng"],
  ["Truth Be Told", "Sự thật phơi bày"],
  ["Fresh Start", "Khởi đầu mới"],
  ["Safe Harbour", "Bến đỗ bình yên"],
  ["Sparks", "Tia lửa"],
  ["Old Friends", "Bạn cũ"],
  ["The Map", "Tấm bản đồ"],
  ["Crossfire", "Làn đạn"],
  ["Undercurrent", "Dòng chảy ngầm"],
  ["Golden Hour", "Giờ vàng"],
  ["Heartbeat", "Nhịp tim"],
  ["Turning Tides", "Đổi chiều con nước"],
  ["Until We Meet Again", "Hẹn gặp lại"],
];
