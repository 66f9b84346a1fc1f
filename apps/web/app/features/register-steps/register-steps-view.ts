import type { ProductWithSubscriptions } from "@isp/contracts/catalog/plans";
import type { CoverageMessages } from "../coverage/coverage-messages.server";
import type { SelfCareMessages } from "../self-care/self-care-messages.server";
import type { RegisterStepsMessages } from "./register-steps-messages.server";

/** Who orders: a home (consumer plans) or a business (SME and business plans); spec §3 customer types. */
export type Buyer = "consumer" | "business";

/** The catalog as the journey offers it, by buyer: main products and add-ons with their plans. */
export type JourneyCatalog = Record<
  Buyer,
  { products: ProductWithSubscriptions[]; addons: ProductWithSubscriptions[] }
>;

export type RegisterStepsView = {
  kind: "register-steps";
  catalog: JourneyCatalog;
  /** The plan a promotion or plan card chose (the selected-product cookie), if the catalog has it. */
  preselectedPlanCode: string | null;
  messages: RegisterStepsMessages;
  /** The coverage check's and the profile forms' messages, which the journey reuses. */
  coverageMessages: CoverageMessages;
  selfCareMessages: SelfCareMessages;
};
