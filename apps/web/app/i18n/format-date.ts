const LOCALES: Record<string, string> = { km: "km-KH", en: "en-GB", zh: "zh-CN" };

/** A calendar date (YYYY-MM-DD) written the way the language writes dates; the date does not shift by time zone. */
export function formatDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(LOCALES[language] ?? "km-KH", { dateStyle: "long", timeZone: "UTC" }).format(
    date,
  );
}
