import type { Language } from "@isp/contracts/languages";
import type { CustomerRating } from "@isp/contracts/survey/create-customer-rating";
import type { Database } from "../../db/client";
import { customerRatings } from "./tables";

/** Stores one survey answer with the language it was given in; answers its id. */
export async function createCustomerRating(
  db: Database,
  rating: CustomerRating,
  language: Language,
): Promise<number> {
  const [row] = await db
    .insert(customerRatings)
    .values({ ...rating, language })
    .returning({ id: customerRatings.id });
  if (!row) throw new Error("The rating was not stored");
  return row.id;
}
