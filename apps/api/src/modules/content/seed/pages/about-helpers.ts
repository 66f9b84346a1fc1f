import type { ItemText } from "../../tables";
import type { SeedItem, SeedWebPart } from "../seed-types";

/** Shared pieces of the about-us, media, services, self-care and privacy seed pages. */

type Lang = "km" | "en" | "zh";
export type Tri<T> = Record<Lang, T>;

const webBanner = (fileName: string) => ({ fileName, width: 1600, height: 600 });
const mobileBanner = (fileName: string) => ({ fileName, width: 720, height: 900 });
export const icon = (fileName: string) => ({ fileName, width: 96, height: 96 });
export const panel = (fileName: string) => ({ fileName, width: 800, height: 600 });
export const logo = (fileName: string) => ({ fileName, width: 240, height: 120 });
export const avatar = (fileName: string) => ({ fileName, width: 96, height: 96 });
const poster = (fileName: string) => ({ fileName, width: 640, height: 360 });

export const ICONS = { id: 1, name: "Icons" };
export const BULLETS = { id: 2, name: "Bullets" };
export const CHECKS = { id: 3, name: "Checks" };

/** The banner artwork pairs (about-<pair>-web.svg / about-<pair>-mobile.svg) and their alt texts. */
export type BannerPair =
  | "overview"
  | "leadership"
  | "csr"
  | "quality"
  | "environment"
  | "careers"
  | "achievement"
  | "news";

const BANNER_ALTS: Record<BannerPair, Tri<string>> = {
  overview: {
    km: "អគារក្នុងទីក្រុងពណ៌ស្វាយ ដែលមានចំណុចបណ្ដាញពណ៌មាសភ្ជាប់គ្នាពីលើ",
    en: "Purple city buildings linked by a network of gold nodes above the rooftops",
    zh: "紫色城市楼群上方由金色节点连成的网络",
  },
  leadership: {
    km: "គំនូរមនុស្សបីនាក់ក្នុងសម្លៀកបំពាក់ការងារ នៅក្រោមធ្នូពណ៌មាស",
    en: "Illustration of three people in business attire beneath a gold arc",
    zh: "金色弧线下三位身着职业装人物的插画",
  },
  csr: {
    km: "អគារសាលារៀនពណ៌ស្វាយ មានទង់ជាតិ ដើមឈើ និងសញ្ញា Wi-Fi ពណ៌មាស",
    en: "A purple school building with a flag, a tree and a gold Wi-Fi sign",
    zh: "带旗杆和小树的紫色校舍，上方是金色 Wi-Fi 信号",
  },
  quality: {
    km: "ខែលពណ៌ស្វាយមានសញ្ញាធីកពណ៌មាស នៅកណ្ដាលកង់ស្ពឺ",
    en: "A purple shield with a gold check mark inside a cogwheel",
    zh: "齿轮中央带金色对勾的紫色盾牌",
  },
  environment: {
    km: "ផ្ទាំងសូឡា ស្លឹកឈើពណ៌បៃតង និងព្រះអាទិត្យពណ៌មាស",
    en: "A solar panel, a green leaf and a gold sun",
    zh: "太阳能电池板、绿叶和金色太阳",
  },
  careers: {
    km: "ជណ្ដើរឡើងទៅផ្កាយពណ៌មាស និងកាបូបការងារមួយ",
    en: "Steps rising towards a gold star, with a briefcase",
    zh: "通往金色星星的阶梯和一只公文包",
  },
  achievement: {
    km: "ពានរង្វាន់ពណ៌មាសហ៊ុំព័ទ្ធដោយមែកឈើ និងផ្កាយ",
    en: "A gold trophy framed by laurel leaves and stars",
    zh: "由桂叶和星星环绕的金色奖杯",
  },
  news: {
    km: "ថេប្លេតបង្ហាញវីដេអូ និងអត្ថបទ ជាមួយមីក្រូហ្វូនពណ៌មាស",
    en: "A tablet showing a video and an article, next to a gold microphone",
    zh: "显示视频和文章的平板电脑，旁边是金色麦克风",
  },
};

type BannerCopy = { bannerTitle: string; bannerDescription: string; title?: string };

/** A one-item Banner web part with the artwork of `pair`; a button shows when `actionUrl` is given. */
export function bannerPart(pair: BannerPair, copy: Tri<BannerCopy>, actionUrl?: string): SeedWebPart {
  const text = (lang: Lang): ItemText => ({ ...copy[lang], imageAlt: BANNER_ALTS[pair][lang] });
  const item: SeedItem = {
    data: {
      image: webBanner(`about-${pair}-web.svg`),
      mobileImage: mobileBanner(`about-${pair}-mobile.svg`),
      ...(actionUrl
        ? { banner: { actionUrl, webButtonsLayout: "row", mobileButtonsLayout: "column" }, showButton: true }
        : { showButton: false }),
    },
    text: { km: text("km"), en: text("en"), zh: text("zh") },
  };
  return {
    type: "Banner",
    text: {
      km: { title: copy.km.bannerTitle },
      en: { title: copy.en.bannerTitle },
      zh: { title: copy.zh.bannerTitle },
    },
    items: [item],
  };
}

/** The LatestNews web part: no items, the media service supplies the three newest stories. */
export function latestNewsPart(title: Tri<string>, description?: Tri<string>): SeedWebPart {
  const text = (lang: Lang) => ({
    title: title[lang],
    ...(description ? { description: description[lang] } : {}),
  });
  return {
    type: "LatestNews",
    anchor: "news",
    text: { km: text("km"), en: text("en"), zh: text("zh") },
    items: [],
  };
}

export const LATEST_NEWS_TITLE: Tri<string> = {
  km: "ព័ត៌មានថ្មីៗ",
  en: "Latest news",
  zh: "最新动态",
};

/** The three shared videos (made for the media library) with their posters, titles and descriptions. */
export const SHARED_VIDEOS: SeedItem[] = [
  {
    data: { videoUrl: "video-csr-school-wifi.mp4", image: poster("video-csr-school-wifi.svg") },
    text: {
      km: {
        title: "Wi-Fi ឥតគិតថ្លៃសម្រាប់សាលារៀនជនបទ",
        description:
          "ក្រុមការងាររបស់យើងតភ្ជាប់ខ្សែកាបអុបទិក និង Wi-Fi ទៅសាលារៀនរដ្ឋមួយក្នុងខេត្តកំពង់ស្ពឺ ហើយសិស្សៗរៀនប្រើអ៊ីនធឺណិតជាលើកដំបូង។",
        imageAlt: "រូបភាពគម្របវីដេអូ៖ ថ្នាក់រៀនជនបទដែលមាន Wi-Fi",
      },
      en: {
        title: "Free Wi-Fi for rural schools",
        description:
          "Our team brings fiber and Wi-Fi to a public school in Kampong Speu, and students go online in class for the first time.",
        imageAlt: "Video poster: a rural classroom with Wi-Fi",
      },
      zh: {
        title: "为乡村学校提供免费 Wi-Fi",
        description: "我们的团队为磅士卑省一所公立学校接通光纤和 Wi-Fi，学生们第一次在课堂上使用互联网。",
        imageAlt: "视频封面：接入 Wi-Fi 的乡村教室",
      },
    },
  },
  {
    data: { videoUrl: "video-customer-story.mp4", image: poster("video-customer-story.svg") },
    text: {
      km: {
        title: "រឿងរ៉ាវអតិថិជន៖ ហាងកាហ្វេនៅសៀមរាប",
        description:
          "ម្ចាស់ហាងកាហ្វេមួយនៅសៀមរាបចែករំលែកពីរបៀបដែលអ៊ីនធឺណិតខ្សែកាបអុបទិកជួយឱ្យការទូទាត់តាម QR និងការកម្ម៉ង់តាមអនឡាញដំណើរការរលូន។",
        imageAlt: "រូបភាពគម្របវីដេអូ៖ ម្ចាស់ហាងកាហ្វេនៅពីក្រោយតុលក់",
      },
      en: {
        title: "Customer story: a café in Siem Reap",
        description:
          "A café owner in Siem Reap explains how fiber keeps QR payments and online orders running smoothly all day.",
        imageAlt: "Video poster: a café owner behind the counter",
      },
      zh: {
        title: "客户故事：暹粒的一家咖啡馆",
        description: "暹粒一位咖啡馆店主讲述光纤网络如何让二维码支付和线上订单全天顺畅运行。",
        imageAlt: "视频封面：站在柜台后的咖啡馆店主",
      },
    },
  },
  {
    data: { videoUrl: "video-fiber-installation.mp4", image: poster("video-fiber-installation.svg") },
    text: {
      km: {
        title: "ការដំឡើងខ្សែកាបអុបទិកដល់ផ្ទះ",
        description:
          "តាមដានអ្នកបច្ចេកទេសរបស់យើងពីការទាញខ្សែពីបង្គោល រហូតដល់ការសាកល្បងល្បឿន Wi-Fi ក្នុងផ្ទះអតិថិជន ក្នុងរយៈពេលតិចជាងពីរម៉ោង។",
        imageAlt: "រូបភាពគម្របវីដេអូ៖ អ្នកបច្ចេកទេសកំពុងដំឡើងខ្សែកាបអុបទិក",
      },
      en: {
        title: "Fiber installation, start to finish",
        description:
          "Follow our technicians from the pole to the living room, running the fiber and testing Wi-Fi speeds in under two hours.",
        imageAlt: "Video poster: a technician installing fiber",
      },
      zh: {
        title: "光纤入户安装全过程",
        description: "跟随我们的技术人员，从电线杆布线到客厅测试 Wi-Fi 速度，不到两小时完成安装。",
        imageAlt: "视频封面：正在安装光纤的技术人员",
      },
    },
  },
];
