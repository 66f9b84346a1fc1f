import type { Language } from "@isp/contracts/languages";
import en from "./messages/en.json";
import km from "./messages/km.json";
import zh from "./messages/zh.json";

export type RegisterStepsMessages = typeof en;

const MESSAGES: Record<Language, RegisterStepsMessages> = { en, km, zh };

/** The order journey's messages (i18next namespace `registerSteps`): only /register-steps sends them. */
export function getRegisterStepsMessages(language: Language): RegisterStepsMessages {
  return MESSAGES[language];
}
