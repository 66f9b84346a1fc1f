/**
 * The load comparisons' baseline: a bare node:http server in a process of its own, as the server under
 * test is, answering every request with one fixed response: the headers and body of a file written by
 * bench/run.ts. Prints its port once it listens.
 */
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";

type Fixed = { headers: http.OutgoingHttpHeaders; bodyFile: string };

const { headers, bodyFile } = JSON.parse(fs.readFileSync(process.argv[2] ?? "", "utf8")) as Fixed;
const body = fs.readFileSync(bodyFile);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { ...headers, "content-length": body.length });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${(server.address() as net.AddressInfo).port}\n`);
});
