import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";

export const CustomerTypeSchema = z.enum(["consumer", "business"]);

/** The signed-in person: their account, and the customer record it is linked to (if any). */
export const ProfileSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  customer: z
    .object({
      customerId: z.string(),
      customerType: CustomerTypeSchema,
      name: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
    })
    .nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Spec §7 `GET profile` (sc-api): needs a bearer token; 401 without a valid one. */
export const GetProfileCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "profile",
  tag: "selfcare",
  summary: "The signed-in customer's profile (bearer token)",
  responses: { 200: z.object({ data: ProfileSchema }), 401: ErrorResponseSchema },
});
