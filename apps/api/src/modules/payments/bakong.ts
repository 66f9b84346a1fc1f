import type { ApiTransport } from "@isp/contracts/http/api-transport";
import { z } from "zod";

/** Where the server asks Bakong about payments: NBC's Open API, or the sandbox in this process. */
export type BakongApi = { transport: ApiTransport; token: string };

const AnswerSchema = z.object({
  responseCode: z.number(),
  errorCode: z.number().nullish(),
  data: z
    .object({
      hash: z.string(),
      toAccountId: z.string(),
      currency: z.string(),
      amount: z.number(),
    })
    .nullish(),
});

export type BakongTransaction = { hash: string; toAccountId: string; currency: string; amount: number };

/**
 * Bakong's `check_transaction_by_md5`: the transaction that paid a KHQR, or null while none has (its
 * code 1, "Transaction could not be found"). Anything else (a refused token, an answer of another
 * shape) throws: the payment then stays pending and is asked about again.
 */
export async function findBakongTransaction(api: BakongApi, md5: string): Promise<BakongTransaction | null> {
  const response = await api.transport("/v1/check_transaction_by_md5", {
    method: "POST",
    headers: { authorization: `Bearer ${api.token}`, "content-type": "application/json" },
    body: JSON.stringify({ md5 }),
  });
  if (!response.ok) throw new Error(`Bakong answered ${response.status}`);
  const answer = AnswerSchema.parse(await response.json());
  if (answer.responseCode === 0 && answer.data) return answer.data;
  if (answer.responseCode === 1 && answer.errorCode === 1) return null;
  throw new Error(`Bakong answered code ${answer.responseCode}, error ${answer.errorCode ?? "none"}`);
}
