import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { GetContentResponseSchema } from "./get-content";

/** GET media-api/api/v1/contents/main: the featured (newest) news item; 404 while there is none. */
export const GetMainContentCall = defineCall({
  method: "GET",
  service: "media-api",
  path: "contents/main",
  tag: "media",
  summary: "The featured (newest) news item",
  responses: { 200: GetContentResponseSchema, 404: ErrorResponseSchema },
});
