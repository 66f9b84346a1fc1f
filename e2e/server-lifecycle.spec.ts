import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const PORT = 8199;

function startServer(dataDir: string): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["apps/api/dist/server.js"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `pglite:${dataDir}/db`,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitUntilReady(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become ready");
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test.describe.configure({ mode: "serial" });

test("first start creates and seeds the database, later starts reuse it, SIGTERM and SIGINT stop cleanly", async () => {
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), "isp-lifecycle-"));
  try {
    const first = startServer(dataDir);
    await waitUntilReady();
    expect(existsSync(path.join(dataDir, "db"))).toBe(true);
    expect(first.output()).toContain("seeded an empty database");
    const page = await fetch(`http://127.0.0.1:${PORT}/admin-api/api/v1/pages/BusinessHome`);
    expect(page.status).toBe(200);
    const firstExit = exitOf(first.child);
    first.child.kill("SIGTERM");
    expect(await firstExit).toBe(0);

    const second = startServer(dataDir);
    await waitUntilReady();
    expect(second.output()).not.toContain("seeded an empty database");
    expect((await fetch(`http://127.0.0.1:${PORT}/admin-api/api/v1/pages/BusinessHome`)).status).toBe(200);
    const secondExit = exitOf(second.child);
    second.child.kill("SIGINT");
    expect(await secondExit).toBe(0);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test("a wrong setting stops the start with a message naming it", async () => {
  const child = spawn(process.execPath, ["apps/api/dist/server.js"], {
    env: { ...process.env, PORT: "not-a-port", DATABASE_URL: "mysql://nope" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  expect(await exitOf(child)).toBe(1);
  expect(output).toContain("PORT");
  expect(output).toContain("DATABASE_URL must start with postgres://");
});
