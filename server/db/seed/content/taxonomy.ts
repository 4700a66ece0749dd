/** The demo catalogue's sections (home rows, /category pages) and genres. */

export const SECTIONS = {
  trending: { en: "Trending Now", vi: "Đang thịnh hành" },
  new: { en: "New Releases", vi: "Mới ra mắt" },
  vietnamese: { en: "Vietnamese Cinema", vi: "Điện ảnh Việt Nam" },
  korean: { en: "Korean Wave", vi: "Làn sóng Hàn Quốc" },
  hollywood: { en: "Hollywood Picks", vi: "Tuyển chọn Hollywood" },
  asian: { en: "Stories from Asia", vi: "Câu chuyện châu Á" },
  european: { en: "European Screen", vi: "Màn ảnh châu Âu" },
  animation: { en: "Animation World", vi: "Thế giới hoạt hình" },
  family: { en: "Family Night", vi: "Đêm gia đình" },
  acclaimed: { en: "Critically Acclaimed", vi: "Được giới phê bình ca ngợi" },
  thrills: { en: "Edge of Your Seat", vi: "Nghẹt thở từng giây" },
  binge: { en: "Binge-worthy Series", vi: "Phim bộ cày xuyên đêm" },
} as const;
export type SectionKey = keyof typeof SECTIONS;

export const GENRES = {
  action: { en: "Action", vi: "Hành động" },
  adventure: { en: "Adventure", vi: "Phiêu lưu" },
  animation: { en: "Animation", vi: "Hoạt hình" },
  comedy: { en: "Comedy", vi: "Hài" },
  crime: { en: "Crime", vi: "Hình sự" },
  documentary: { en: "Documentary", vi: "Tài liệu" },
  drama: { en: "Drama", vi: "Chính kịch" },
  family: { en: "Family", vi: "Gia đình" },
  fantasy: { en: "Fantasy", vi: "Giả tưởng" },
  horror: { en: "Horror", vi: "Kinh dị" },
  mystery: { en: "Mystery", vi: "Bí ẩn" },
  romance: { en: "Romance", vi: "Tình cảm" },
  scifi: { en: "Science Fiction", vi: "Khoa học viễn tưởng" },
  thriller: { en: "Thriller", vi: "Giật gân" },
} as const;
export type GenreKey = keyof typeof GENRES;

/** The committed demo clips (scripts/make-clips.sh) under server/media/. */
export const CLIPS = ["aurora", "fractal", "signal", "prism"] as const;
export type ClipName = (typeof CLIPS)[number];
