import type { SeedPage } from "../seed-types";
import { pageTitle } from "./page-titles";

/** /live-stream: the provider's event broadcasts and their recordings. */
export const liveStream: SeedPage = {
  id: "LiveStream",
  text: pageTitle("LiveStream"),
  webParts: [
    {
      type: "PlainText",
      text: {
        km: { title: "ការផ្សាយបន្ទាប់" },
        en: { title: "Next broadcast" },
        zh: { title: "下一场直播" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<p>យើងផ្សាយផ្ទាល់ព្រឹត្តិការណ៍សំខាន់ៗរបស់ក្រុមហ៊ុន ដូចជាការដាក់ឱ្យប្រើប្រាស់សេវាថ្មី វគ្គបណ្ដុះបណ្ដាលសុវត្ថិភាពអ៊ីនធឺណិតសម្រាប់សិស្ស និងកម្មវិធីសហគមន៍។</p><p><strong>ថ្ងៃសៅរ៍ដំបូងនៃខែនីមួយៗ ម៉ោង ៩:០០ ព្រឹក</strong> — វគ្គ «សុវត្ថិភាពលើអ៊ីនធឺណិតសម្រាប់គ្រួសារ» ផ្សាយពីទីស្នាក់ការកណ្ដាលភ្នំពេញ។</p><p>ការផ្សាយនឹងបង្ហាញនៅទំព័រនេះ។ សូមមើលវីដេអូឡើងវិញខាងក្រោម។</p>",
            },
            en: {
              content:
                "<p>We stream our main company events live: new service launches, online-safety classes for students and community programmes.</p><p><strong>The first Saturday of every month, 9:00 am</strong> — “Online safety for families”, live from our Phnom Penh head office.</p><p>The stream will play on this page. Catch up on earlier broadcasts below.</p>",
            },
            zh: {
              content:
                "<p>我们直播公司的重要活动：新服务发布、面向学生的网络安全课程以及社区项目。</p><p><strong>每月第一个星期六上午9:00</strong> —— “家庭网络安全”，在金边总部现场直播。</p><p>直播将在本页面播放。您也可以在下方回看往期节目。</p>",
            },
          },
        },
      ],
    },
    {
      type: "VideoCarousel",
      text: {
        km: { title: "វីដេអូឡើងវិញ" },
        en: { title: "Recordings" },
        zh: { title: "往期回看" },
      },
      items: [
        {
          data: {
            videoUrl: "video-csr-school-wifi.mp4",
            image: { fileName: "video-csr-school-wifi.svg", width: 640, height: 360 },
          },
          text: {
            km: {
              title: "វ៉ាយហ្វាយសម្រាប់សាលារៀន",
              description: "ការភ្ជាប់សាលារៀនសាធារណៈចំនួន ១២០ ក្នុង ១២ ខេត្ត។",
              imageAlt: "ផ្ទាំងរូបភាពវីដេអូ",
            },
            en: {
              title: "Wi-Fi for schools",
              description: "Connecting 120 public schools in 12 provinces.",
              imageAlt: "Video poster",
            },
            zh: {
              title: "校园 Wi-Fi",
              description: "为 12 个省的 120 所公立学校接入网络。",
              imageAlt: "视频封面",
            },
          },
        },
        {
          data: {
            videoUrl: "video-noc-24-7.mp4",
            image: { fileName: "video-noc-24-7.svg", width: 640, height: 360 },
          },
          text: {
            km: {
              title: "មជ្ឈមណ្ឌលត្រួតពិនិត្យបណ្ដាញ ២៤/៧",
              description: "ដំណើរទស្សនកិច្ចនៅពីក្រោយឆាក។",
              imageAlt: "ផ្ទាំងរូបភាពវីដេអូ",
            },
            en: {
              title: "Our 24/7 network operations centre",
              description: "A behind-the-scenes tour.",
              imageAlt: "Video poster",
            },
            zh: { title: "全天候网络运营中心", description: "幕后参观。", imageAlt: "视频封面" },
          },
        },
        {
          data: {
            videoUrl: "video-customer-story.mp4",
            image: { fileName: "video-customer-story.svg", width: 640, height: 360 },
          },
          text: {
            km: {
              title: "រឿងរ៉ាវអតិថិជន",
              description: "ហាងកាហ្វេមួយនៅសៀមរាបរីកចម្រើនជាមួយ MegaBiz។",
              imageAlt: "ផ្ទាំងរូបភាពវីដេអូ",
            },
            en: {
              title: "A customer's story",
              description: "A Siem Reap café grows with MegaBiz.",
              imageAlt: "Video poster",
            },
            zh: {
              title: "客户故事",
              description: "暹粒一家咖啡馆借助 MegaBiz 发展壮大。",
              imageAlt: "视频封面",
            },
          },
        },
      ],
    },
  ],
};
