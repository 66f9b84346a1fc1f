import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { lettersOnly, optionalEmail, requiredPhone, requiredText } from "../validation/rules";

export const CreateCustomerBodySchema = z.object({
  customerType: z.enum(["consumer", "business"]),
  /** A consumer's first and last name in Latin letters, or the company's name. */
  firstName: lettersOnly(requiredText(50)).optional(),
  lastName: lettersOnly(requiredText(50)).optional(),
  companyName: requiredText(100).optional(),
  phone: requiredPhone(),
  email: optionalEmail(),
});
export type CreateCustomerBody = z.input<typeof CreateCustomerBodySchema>;

/**
 * The order journey's identification step for an account that has no customer record yet (a new
 * sign-up): makes the record (a new CID) and links the account to it, so the profile, location and
 * order calls that follow work as for any customer. 409 when the account has one already.
 */
export const CreateCustomerCall = defineCall({
  method: "POST",
  service: "scag",
  path: "Customers",
  tag: "orders",
  summary: "Make a customer record for the signed-in account that has none (bearer token)",
  body: CreateCustomerBodySchema,
  responses: {
    201: z.object({ data: z.object({ customerId: z.string() }) }),
    401: ErrorResponseSchema,
    409: ErrorResponseSchema,
  },
});
