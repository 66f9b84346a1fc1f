/** Image references for the personal and SME pages; every file lives in ../media under its full name. */

export const webBanner = (fileName: string) => ({ fileName, width: 1600, height: 600 });
export const mobileBanner = (fileName: string) => ({ fileName, width: 720, height: 900 });
export const icon = (fileName: string) => ({ fileName, width: 96, height: 96 });
export const panel = (fileName: string) => ({ fileName, width: 800, height: 600 });
export const promo = (fileName: string) => ({ fileName, width: 800, height: 500 });
export const device = (fileName: string) => ({ fileName, width: 600, height: 600 });
export const avatar = (fileName: string) => ({ fileName, width: 96, height: 96 });
export const poster = (fileName: string) => ({ fileName, width: 640, height: 360 });

/** A banner button row on wide screens and a column on phones, as on the other seeded pages. */
export const bannerLinks = (actionUrl: string) => ({
  actionUrl,
  webButtonsLayout: "row",
  mobileButtonsLayout: "column",
});

export const LIGHT_BACKGROUND = "#f5edfb";
export const DARK_GRADIENT = "linear-gradient(135deg, #4b1473 0%, #6a249f 100%)";
