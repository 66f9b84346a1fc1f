import { z } from "zod";

/** A customer id (CID) in a bs2-api path: digits only, as the billing system numbers customers. */
export const customerIdParam = () => z.string().regex(/^\d{1,20}$/);

/** `Customers/{customerId}/…`: the signed-in customer's own id, else 404. */
export const CustomerParamsSchema = z.object({ customerId: customerIdParam() });

/** Money as the billing system states it: US dollars, at most two decimals. */
export const UsdAmountSchema = z.number();
