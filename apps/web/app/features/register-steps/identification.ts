import type { LinkedCustomer } from "@isp/contracts/selfcare/get-profile";

/**
 * Spec §2's identification step, done: a consumer's personal details with the ID card or passport photo
 * on file, or a business's company information. The order call checks the same.
 */
export function isIdentified(customer: LinkedCustomer | null | undefined): boolean {
  if (customer?.personal) {
    const { firstName, lastName, identify, hasIdentifyPhoto } = customer.personal;
    return Boolean(firstName && lastName && identify && hasIdentifyPhoto);
  }
  if (customer?.company) {
    const { companyName, contactName, contactEmail, companyPhone } = customer.company;
    return Boolean(companyName && contactName && contactEmail && companyPhone);
  }
  return false;
}
