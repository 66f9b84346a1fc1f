import { z } from "zod";
import { ProductSchema } from "../catalog/plans";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";

/** Spec §7 `GET thirdparties/MappApi/products` (sc-api): the products the signed-in customer can have. */
export const ListMappProductsCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "thirdparties/MappApi/products",
  tag: "selfcare",
  summary: "Products the signed-in customer's type may order (bearer token)",
  responses: { 200: z.object({ data: z.array(ProductSchema) }), 401: ErrorResponseSchema },
});
