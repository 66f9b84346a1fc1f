/** A FormData as a browser sends it: multipart bytes and the content type naming their boundary. */
export async function encodeFormData(form: FormData) {
  const encoded = new Request("http://localhost", { method: "POST", body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type") as string },
  };
}
