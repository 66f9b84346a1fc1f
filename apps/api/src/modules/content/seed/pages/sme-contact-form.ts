import type { Translations } from "../../tables";
import type { SeedWebPart } from "../seed-types";

/**
 * The closing block of every SME page: the contact form (anchor "contact") with a page-specific
 * description of what the SME team will come back with.
 */
export function smeContactForm(description: Translations<string>): SeedWebPart {
  return {
    type: "ContactForm",
    anchor: "contact",
    text: {
      km: { title: "និយាយជាមួយក្រុមការងារអាជីវកម្មរបស់យើង", description: description.km },
      en: { title: "Talk to our business team", description: description.en },
      zh: { title: "联系我们的企业团队", description: description.zh },
    },
    items: [],
  };
}
