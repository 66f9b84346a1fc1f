/**
 * Benchmark of the production server: API and server-rendered page throughput against bare Node
 * baselines, site-search latency over the seeded content, the time to make an invoice PDF, then
 * Lighthouse (mobile) for the homes and three content-heavy pages. Run with `npm run bench` (see
 * bench/README.md). Everything talks to 127.0.0.1 only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "@isp/contracts/languages";
import { SearchResponseSchema } from "@isp/contracts/search/search-site";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadRelevanceCases, rankOfWanted } from "../apps/api/src/modules/search/relevance-cases";
import { type DocumentPdfFigures, measureDocumentPdfs } from "./document-pdfs";
import { type InCoverageFigures, measureInCoverage } from "./in-coverage";
import { measureSettlements, type SettlementFigures } from "./settlements";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench", "results");
const HOST = "127.0.0.1";
const CHROME_PATH = "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // No internet here: any host name other than 127.0.0.1 fails at once instead of timing out.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];
// Server and baseline take turns, a short round each, so a slow spell of a shared machine falls on
// both rather than on whichever ran during it; the ratio is the median of the rounds' ratios.
const LOAD = { connections: 10, warmupSeconds: 2, rounds: 15, roundSeconds: 1 };
const API_PATH = "/admin-api/api/v1/pages/BusinessHome";
// The two homes, then three content-heavy pages: a business service page, the company overview, careers.
const LIGHTHOUSE_PATHS = [
  "/",
  "/personal",
  "/business/data_center",
  "/about_us/overview",
  "/about_us/careers",
];
const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
// Simulated throttling scales the CPU time this machine takes, which varies from load to load by tens
// of milliseconds per task: each page is measured five times and its median run reported (Lighthouse's
// documentation on variability: the median of five runs is about twice as stable as one run).
const LIGHTHOUSE_RUNS = 5;
const SEARCH_PATH = "/admin-api/api/v1/search";
// What visitors type, in the three languages: single words, phrases, names, questions.
const SEARCH_ROUNDS = 5;
// `--load-only`: just the two load comparisons, for quick runs while working on the server.
const IS_LOAD_ONLY = process.argv.includes("--load-only");
// `--coverage-only`: just the coverage check's figures (no server build needed beyond the sources).
const IS_COVERAGE_ONLY = process.argv.includes("--coverage-only");
// `--search-only`: just the site search's relevance and latency, while tuning the ranking.
const IS_SEARCH_ONLY = process.argv.includes("--search-only");
// `--settlements-only`: just the payments' settlements under duplicate callbacks.
const IS_SETTLEMENTS_ONLY = process.argv.includes("--settlements-only");
// `--lighthouse-only`: just the Lighthouse table, while working on how the pages load.
const IS_LIGHTHOUSE_ONLY = process.argv.includes("--lighthouse-only");

// ---------------------------------------------------------------------------------------------
// autocannon (CommonJS, no bundled types): only the part of its result used here.

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
};
type AutocannonOptions = { url: string; connections: number; duration: number; workers?: number };
const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as (options: AutocannonOptions) => Promise<AutocannonResult>;

type LoadFigures = {
  url: string;
  requestsPerSecond: number;
  totalRequests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  throughputMBps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

type Comparison = {
  name: string;
  bodyBytes: number;
  contentType: string;
  subject: LoadFigures;
  baseline: LoadFigures;
  ratio: number;
  /** Each round's server req/s over baseline req/s; `ratio` is their median. */
  roundRatios: number[];
};

type LatencyFigures = { requests: number; p50Ms: number; p95Ms: number; maxMs: number };

/** How often a wanted result came first and in the top 3, in per cent of the queries. */
type RelevanceFigures = { queries: number; firstPercent: number; top3Percent: number };

type SearchFigures = {
  path: string;
  queries: number;
  rounds: number;
  all: LatencyFigures;
  byLanguage: Record<string, LatencyFigures & RelevanceFigures & { firstAskP95Ms: number }>;
};

type LighthouseRun = {
  scores: Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  totalBlockingTimeMs: number | null;
  /** Lighthouse's measure of this machine's CPU speed during the run: what its 4× slowdown multiplies. */
  benchmarkIndex: number | null;
};

/** The median run of a page (by performance score), with every run's performance and blocking time. */
type LighthouseFigures = LighthouseRun & {
  url: string;
  runs: Array<
    Pick<LighthouseRun, "lcpMs" | "totalBlockingTimeMs" | "benchmarkIndex"> & { performance: number | null }
  >;
  warnings: string[];
};

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started registers how to stop it; it all runs once, also on errors/signals.

const cleanups: Array<{ name: string; run: () => Promise<void> | void }> = [];
let cleaningUp: Promise<void> | undefined;

function onCleanup(name: string, run: () => Promise<void> | void) {
  cleanups.push({ name, run });
}

function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const { name, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`clean-up of ${name} failed:`, error);
      }
    }
  })();
  return cleaningUp;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanUp().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function log(message: string) {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, HOST);
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

type Fetched = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A plain GET through node:http, which sends only Host, Connection and `headers` (no accept-encoding). */
function get(url: string, timeoutMs = 10_000, headers: http.OutgoingHttpHeaders = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: timeoutMs, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}

async function getOk(url: string): Promise<Fetched> {
  // The first render of a page loads its modules and data: slow on a busy machine.
  const fetched = await get(url, 60_000);
  if (fetched.status !== 200) {
    throw new Error(`GET ${url} answered ${fetched.status}: ${fetched.body.toString("utf8").slice(0, 500)}`);
  }
  if (fetched.headers["content-encoding"]) {
    throw new Error(
      `GET ${url} came back ${fetched.headers["content-encoding"]}-encoded without being asked`,
    );
  }
  return fetched;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The server under test

async function startServer(): Promise<{ origin: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "isp-bench-"));
  onCleanup("temporary data folder", () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    DATABASE_URL: `pglite:${path.join(dataDir, "db")}`,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    SEED_ON_START: "true",
    // The bench is one client asking far more than a visitor would; the search limit stays out of it.
    SEARCH_RATE_LIMIT: "1000000",
  };
  // Settings that could point the server elsewhere stay out of the benchmark.
  delete env.PUBLIC_URL;
  delete env.API_BASE_URL;

  // process.execPath is the Node running this script (Node 24 under npm scripts); the compiled server
  // is what production runs.
  const child = spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = once(child, "exit");
  let stopping = false;
  child.on("exit", (code, signal) => {
    if (!stopping) log(`the server exited unexpectedly (${signal ?? `code ${code}`})`);
  });
  onCleanup("API server", () => {
    stopping = true;
    return stopProcess(child, exited);
  });

  const started = Date.now();
  log(`starting the server on ${origin} (data in ${dataDir})`);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output.trim()}`,
      );
    }
    // Migrating and seeding a fresh database takes a while on a busy machine.
    if (Date.now() - started > 240_000) {
      throw new Error(`the server was not ready after 240 s:\n${output.trim()}`);
    }
    try {
      const ready = await get(`${origin}/readyz`, 2_000);
      if (ready.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  log(`server ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Anything the server logs during the run (warn and above) is shown at the end.
  onCleanup("server log", () => {
    if (output.trim()) console.error(`\nserver output:\n${output.trim()}\n`);
  });
  return { origin, dataDir };
}

async function stopProcess(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) {
    log("server ignored SIGTERM for 10 s; sending SIGKILL");
    child.kill("SIGKILL");
    await exited;
  }
}

// ---------------------------------------------------------------------------------------------
// Baselines: a bare node:http server answering fixed bytes

// Headers that belong to one connection or one moment, which node:http writes itself.
const PER_ANSWER_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
]);

/**
 * A bare node:http server answering the server's own answer: its headers as well as its body. It runs
 * in a process of its own, as the server does. On this loopback connection the rate of one answer
 * moves by a factor of three with its size, a few hundred bytes either way (bench/README.md), so a
 * baseline in the bench's process or without the server's headers measured that, not the server.
 */
async function startBaseline(name: string, answer: Fetched): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "isp-bench-baseline-"));
  onCleanup(`${name} baseline files`, () => fs.rmSync(dir, { recursive: true, force: true }));
  const bodyFile = path.join(dir, "body");
  fs.writeFileSync(bodyFile, answer.body);
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([header]) => !PER_ANSWER_HEADERS.has(header)),
  );
  const configFile = path.join(dir, "answer.json");
  fs.writeFileSync(configFile, JSON.stringify({ headers, bodyFile }));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "bench", "baseline-server.ts"), configFile],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = once(child, "exit");
  onCleanup(`${name} baseline server`, () => stopProcess(child, exited));
  const [line] = (await Promise.race([
    once(child.stdout as NodeJS.ReadableStream, "data"),
    exited.then(() => {
      throw new Error(`the ${name} baseline server exited before it listened`);
    }),
  ])) as [Buffer];
  return `http://${HOST}:${Number(line.toString().trim())}`;
}

// ---------------------------------------------------------------------------------------------
// Load tests

/** autocannon in a worker thread, so it never shares an event loop with the bench's own work. */
function load(url: string, seconds: number): Promise<AutocannonResult> {
  return autocannon({ url, connections: LOAD.connections, duration: seconds, workers: 1 });
}

// Of an odd number of rounds, as LOAD has: the middle one.
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One target's rounds as one set of figures: means of rates, medians of latencies, sums of faults. */
function figuresOf(url: string, rounds: AutocannonResult[]): LoadFigures {
  if (sum(rounds.map((result) => result["2xx"])) === 0) {
    throw new Error(`no successful response from ${url} under load`);
  }
  const figures: LoadFigures = {
    url,
    requestsPerSecond: round(sum(rounds.map((result) => result.requests.average)) / rounds.length, 1),
    totalRequests: sum(rounds.map((result) => result.requests.total)),
    latencyP50Ms: median(rounds.map((result) => result.latency.p50)),
    latencyP99Ms: median(rounds.map((result) => result.latency.p99)),
    latencyAverageMs: round(sum(rounds.map((result) => result.latency.average)) / rounds.length, 2),
    throughputMBps: round(
      sum(rounds.map((result) => result.throughput.average)) / rounds.length / 1024 / 1024,
      2,
    ),
    errors: sum(rounds.map((result) => result.errors)),
    timeouts: sum(rounds.map((result) => result.timeouts)),
    non2xx: sum(rounds.map((result) => result.non2xx)),
  };
  if (figures.errors || figures.timeouts || figures.non2xx) {
    log(`warning: ${url}: ${figures.errors} errors, ${figures.timeouts} timeouts, ${figures.non2xx} non-2xx`);
  }
  return figures;
}

async function compare(
  name: string,
  subjectUrl: string,
  baselineUrl: string,
  body: Buffer,
  contentType: string,
) {
  log(
    `${name}: ${LOAD.warmupSeconds} s warm-up each, then ${LOAD.rounds} rounds of ${LOAD.roundSeconds} s each`,
  );
  await load(subjectUrl, LOAD.warmupSeconds);
  await load(baselineUrl, LOAD.warmupSeconds);
  const subjectRounds: AutocannonResult[] = [];
  const baselineRounds: AutocannonResult[] = [];
  for (let index = 0; index < LOAD.rounds; index++) {
    subjectRounds.push(await load(subjectUrl, LOAD.roundSeconds));
    baselineRounds.push(await load(baselineUrl, LOAD.roundSeconds));
  }
  const roundRatios = subjectRounds.map((result, index) =>
    round(result.requests.average / (baselineRounds[index] as AutocannonResult).requests.average, 4),
  );
  const comparison: Comparison = {
    name,
    bodyBytes: body.length,
    contentType,
    subject: figuresOf(subjectUrl, subjectRounds),
    baseline: figuresOf(baselineUrl, baselineRounds),
    ratio: median(roundRatios),
    roundRatios,
  };
  return comparison;
}

// ---------------------------------------------------------------------------------------------
// Site search latency

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function latencyOf(durations: number[]): LatencyFigures {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 0.5), 1),
    p95Ms: round(percentile(sorted, 0.95), 1),
    maxMs: round(sorted.at(-1) ?? 0, 1),
  };
}

/**
 * Each query of the relevance set (apps/api/src/modules/search/relevance-queries.json), one after
 * another on one client, in its language: a first round, which also scores the answers (a wanted result
 * first, in the top 3) and whose latency is reported on its own (nothing cached yet), then the
 * measured rounds.
 */
async function measureSearch(origin: string): Promise<SearchFigures> {
  const queries = loadRelevanceCases().map((relevanceCase) => ({
    ...relevanceCase,
    url: `${origin}${SEARCH_PATH}?q=${encodeURIComponent(relevanceCase.q)}&limit=10`,
  }));
  const ask = async ({ language, url }: (typeof queries)[number]) => {
    const started = process.hrtime.bigint();
    const answer = await get(url, 10_000, { "accept-language": language });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
    return { ms, body: SearchResponseSchema.parse(JSON.parse(answer.body.toString("utf8"))) };
  };
  log(`search: first round, ${queries.length} queries`);
  const firstAsks: Array<{ language: string; ms: number; rank: number | null }> = [];
  for (const query of queries) {
    const { ms, body } = await ask(query);
    const rank = rankOfWanted(body.language === query.language ? body.data.slice(0, 3) : [], query);
    firstAsks.push({ language: query.language, ms, rank });
  }
  log(`search: ${SEARCH_ROUNDS} rounds of ${queries.length} queries`);
  const durations: Array<{ language: string; ms: number }> = [];
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    for (const query of queries) durations.push({ language: query.language, ms: (await ask(query)).ms });
  }
  const percentOf = (count: number, total: number) => round((100 * count) / total, 0);
  return {
    path: SEARCH_PATH,
    queries: queries.length,
    rounds: SEARCH_ROUNDS,
    all: latencyOf(durations.map((entry) => entry.ms)),
    byLanguage: Object.fromEntries(
      LANGUAGES.map((language) => {
        const asked = firstAsks.filter((entry) => entry.language === language);
        return [
          language,
          {
            ...latencyOf(durations.filter((entry) => entry.language === language).map((entry) => entry.ms)),
            queries: asked.length,
            firstPercent: percentOf(asked.filter((entry) => entry.rank === 1).length, asked.length),
            top3Percent: percentOf(asked.filter((entry) => entry.rank !== null).length, asked.length),
            firstAskP95Ms: latencyOf(asked.map((entry) => entry.ms)).p95Ms,
          },
        ];
      }),
    ),
  };
}

/** The site search's figures by language, as a markdown paragraph and table. */
function searchTable(search: SearchFigures): string {
  const rows = [
    ...Object.entries(search.byLanguage).map(([language, f]) => [
      language,
      f.queries,
      f.firstPercent,
      f.top3Percent,
      f.p50Ms,
      f.p95Ms,
      f.maxMs,
      f.firstAskP95Ms,
    ]),
    ["all", search.queries, "", "", search.all.p50Ms, search.all.p95Ms, search.all.maxMs, ""],
  ];
  return [
    `Site search (\`GET ${search.path}?q=…&limit=10\`, the ${search.queries} queries of the relevance set × ${search.rounds} rounds after a first round, one at a time, over the seeded content; first and top 3: a wanted result there, from the first round):`,
    "",
    table(
      ["Language", "queries", "first %", "top 3 %", "p50 ms", "p95 ms", "max ms", "first-round p95 ms"],
      rows,
    ),
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

// Lighthouse sometimes fails to record a load's trace (NO_NAVSTART) and asks to be run again.
const LIGHTHOUSE_ATTEMPTS = 3;

/** One Lighthouse run of a page, run again when Lighthouse itself failed to record it. */
async function lighthouseRun(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    // No config: Lighthouse's default config (mobile form factor, emulation and simulated throttling).
    const run = await lighthouse(url, { port, logLevel: "error", output: "json" });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = run;
    if (!lhr.runtimeError) return lhr;
    const failure = `Lighthouse failed on ${url}: ${lhr.runtimeError.message}`;
    if (attempt === LIGHTHOUSE_ATTEMPTS) throw new Error(failure);
    log(`${failure}; running it again`);
  }
}

async function runLighthouse(origin: string): Promise<{ results: LighthouseFigures[]; info: object }> {
  if (!fs.existsSync(CHROME_PATH)) log(`waiting for ${CHROME_PATH} to be installed`);
  for (let waited = 0; !fs.existsSync(CHROME_PATH); waited += 5) {
    if (waited >= 300) throw new Error(`${CHROME_PATH} does not exist`);
    await sleep(5_000);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  onCleanup("Chromium", () => chrome.kill());

  const results: LighthouseFigures[] = [];
  let info: object = {};
  for (const pagePath of LIGHTHOUSE_PATHS) {
    const url = `${origin}${pagePath}`;
    // Warm-up load: same browser and page, the result is thrown away.
    log(`lighthouse ${pagePath}: warm-up`);
    await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
    const runs: LighthouseRun[] = [];
    const warnings = new Set<string>();
    for (let index = 1; index <= LIGHTHOUSE_RUNS; index++) {
      log(`lighthouse ${pagePath}: run ${index} of ${LIGHTHOUSE_RUNS}`);
      const lhr = await lighthouseRun(url, chrome.port);
      const score = (id: string) => {
        const value = lhr.categories[id]?.score;
        return typeof value === "number" ? Math.round(value * 100) : null;
      };
      const milliseconds = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        return typeof value === "number" ? Math.round(value) : null;
      };
      runs.push({
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
        },
        lcpMs: milliseconds("largest-contentful-paint"),
        totalBlockingTimeMs: milliseconds("total-blocking-time"),
        benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      });
      for (const warning of lhr.runWarnings) warnings.add(String(warning));
      // Anything the page asked of another host (blocked by --host-resolver-rules) is reported.
      const requests = (
        lhr.audits["network-requests"]?.details as { items?: Array<{ url?: string }> } | undefined
      )?.items;
      for (const item of requests ?? []) {
        const requestUrl = item.url ?? "";
        if (/^https?:/.test(requestUrl) && new URL(requestUrl).hostname !== HOST) {
          warnings.add(`request to another host (blocked): ${requestUrl}`);
        }
      }
      info = {
        lighthouseVersion: lhr.lighthouseVersion,
        formFactor: lhr.configSettings.formFactor,
        throttlingMethod: lhr.configSettings.throttlingMethod,
        userAgent: lhr.environment.hostUserAgent,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    }
    const byPerformance = [...runs].sort(
      (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
    );
    results.push({
      url,
      ...(byPerformance[Math.floor(byPerformance.length / 2)] as LighthouseRun),
      runs: runs.map((run) => ({
        performance: run.scores.performance,
        lcpMs: run.lcpMs,
        totalBlockingTimeMs: run.totalBlockingTimeMs,
        benchmarkIndex: run.benchmarkIndex,
      })),
      warnings: [...warnings],
    });
  }
  return { results, info };
}

// ---------------------------------------------------------------------------------------------
// Report

function round(value: number, digits: number) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** autocannon records whole milliseconds, so 0 means under one. */
function ms(value: number) {
  return value === 0 ? "<1" : value;
}

function table(header: string[], rows: Array<Array<string | number | null>>) {
  const lines = [
    header,
    header.map(() => "---"),
    ...rows.map((row) => row.map((cell) => String(cell ?? "–"))),
  ];
  return lines.map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

function settlementsTable(figures: SettlementFigures) {
  return [
    `Payments settled under duplicate callbacks (in process, PGlite; ${figures.payments} paid ABA PayWay payments, ${figures.callbacksPerPayment} signed callbacks each, all at once, each confirmed by the sandbox's status check):`,
    "",
    table(
      ["Payments", "Callbacks", "Seconds", "Settlements/s", "Callbacks/s", "Payments recorded"],
      [
        [
          figures.payments,
          figures.payments * figures.callbacksPerPayment,
          figures.seconds,
          figures.settlementsPerSecond,
          figures.callbacksPerSecond,
          figures.recorded,
        ],
      ],
    ),
  ].join("\n");
}

function coverageTable(figures: { seeded: InCoverageFigures; generated: InCoverageFigures }) {
  const row = (label: string, f: InCoverageFigures) => [
    label,
    f.polygons,
    f.inProcess.checksPerSecond,
    f.http.requests,
    f.http.p50Ms,
    f.http.p99Ms,
  ];
  return [
    "Coverage check (`map/in_coverage`: flatbush + exact point-in-polygon; HTTP: one client, keep-alive, random points over Cambodia):",
    "",
    table(
      ["Areas", "polygons", "checks/s in process", "HTTP requests", "HTTP p50 ms", "HTTP p99 ms"],
      [row("seeded", figures.seeded), row("seeded + 10,000 generated", figures.generated)],
    ),
  ].join("\n");
}

function markdown(results: {
  date: string;
  node: string;
  machine: { cpus: number; model: string; platform: string; loadAverageAtStart: number[] };
  load: Comparison[];
  search: SearchFigures | undefined;
  documentPdfs: DocumentPdfFigures | undefined;
  inCoverage: { seeded: InCoverageFigures; generated: InCoverageFigures } | undefined;
  settlements: SettlementFigures | undefined;
  lighthouse: LighthouseFigures[];
}) {
  const loadRow = (label: string, f: LoadFigures, ratio: number | string) => [
    label,
    f.requestsPerSecond,
    ms(f.latencyP50Ms),
    ms(f.latencyP99Ms),
    ratio,
  ];
  const loadRows = results.load.flatMap((c) => [
    loadRow(`${c.name} (server)`, c.subject, c.ratio),
    loadRow(`${c.name} (baseline)`, c.baseline, ""),
  ]);
  const { search } = results;
  const { documentPdfs } = results;
  const { cpus, model, platform, loadAverageAtStart } = results.machine;
  return [
    `## Benchmark ${results.date}`,
    "",
    `Node ${results.node}, ${cpus} × ${model} (${platform}), load average at start ${loadAverageAtStart.join(" / ")}.`,
    `autocannon: ${LOAD.connections} connections, no accept-encoding; after a ${LOAD.warmupSeconds} s warm-up, server and baseline take ${LOAD.rounds} turns of ${LOAD.roundSeconds} s; server/baseline is the median of the turns' ratios.`,
    "",
    table(["Target", "req/s", "p50 ms", "p99 ms", "server/baseline"], loadRows),
    "",
    ...results.load.map(
      (c) =>
        `- ${c.name}: ${c.bodyBytes} bytes of ${c.contentType}; the turns' ratios ${c.roundRatios.join(", ")}`,
    ),
    "",
    ...(search ? [searchTable(search), ""] : []),
    ...(documentPdfs
      ? [
          `Invoice PDF (Khmer, ${documentPdfs.pdfBytes} bytes, in process, Debian's Chromium through playwright-core):`,
          "",
          table(
            ["Case", "times", "p50 ms", "max ms"],
            [
              ["first (Chromium start + render)", 1, documentPdfs.coldMs, documentPdfs.coldMs],
              [
                "another invoice, browser running",
                documentPdfs.warm.renders,
                documentPdfs.warm.p50Ms,
                documentPdfs.warm.maxMs,
              ],
              [
                "same invoice again (stored)",
                documentPdfs.cached.reads,
                documentPdfs.cached.p50Ms,
                documentPdfs.cached.maxMs,
              ],
            ],
          ),
          "",
        ]
      : []),
    ...(results.inCoverage ? [coverageTable(results.inCoverage), ""] : []),
    ...(results.settlements ? [settlementsTable(results.settlements), ""] : []),
    ...(results.lighthouse.length > 0 ? [lighthouseTable(results.lighthouse)] : []),
  ].join("\n");
}

/** The range of Lighthouse's benchmark index over all runs: how fast this machine was while it measured. */
function benchmarkIndexLine(lighthouse: LighthouseFigures[]): string {
  const indexes = lighthouse.flatMap((l) => l.runs.flatMap((run) => run.benchmarkIndex ?? []));
  if (indexes.length === 0) return "- benchmark index: not reported";
  return `- benchmark index (this machine's CPU speed, as Lighthouse measures it before each run): ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`;
}

function lighthouseTable(lighthouse: LighthouseFigures[]): string {
  const rows = lighthouse.map((l) => [
    new URL(l.url).pathname,
    l.scores.performance,
    l.scores.accessibility,
    l.scores["best-practices"],
    l.scores.seo,
    l.lcpMs,
    l.totalBlockingTimeMs,
    l.runs
      .map(
        (run) =>
          `${run.performance} (${run.lcpMs}, ${run.totalBlockingTimeMs} ms, ${run.benchmarkIndex === null ? "?" : Math.round(run.benchmarkIndex)})`,
      )
      .join(", "),
  ]);
  return [
    `Lighthouse (default config: mobile form factor, emulation and simulated throttling), the median of ${LIGHTHOUSE_RUNS} runs by performance:`,
    "",
    table(
      [
        "Page",
        "Performance",
        "Accessibility",
        "Best practices",
        "SEO",
        "LCP ms",
        "TBT ms",
        "Each run: performance (LCP, TBT ms, benchmark index)",
      ],
      rows,
    ),
    benchmarkIndexLine(lighthouse),
    ...lighthouse.flatMap((l) => l.warnings.map((w) => `- warning on ${new URL(l.url).pathname}: ${w}`)),
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (IS_COVERAGE_ONLY) {
    console.log(coverageTable(await measureInCoverage()));
    return;
  }
  if (IS_SETTLEMENTS_ONLY) {
    console.log(settlementsTable(await measureSettlements()));
    return;
  }
  const startedAt = Date.now();
  // Other work on the machine skews every figure; the load average is kept with the results.
  const loadAverageAtStart = os.loadavg().map((value) => round(value, 2));
  for (const built of ["apps/web/build", "apps/api/dist"]) {
    if (!fs.existsSync(path.join(ROOT, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm run bench does)`);
    }
  }
  const { origin } = await startServer();
  if (IS_SEARCH_ONLY) {
    console.log(searchTable(await measureSearch(origin)));
    return;
  }
  if (IS_LIGHTHOUSE_ONLY) {
    console.log(lighthouseTable((await runLighthouse(origin)).results));
    return;
  }

  // (1) The API's JSON for the business home page against the same answer from bare node:http.
  const api = await getOk(`${origin}${API_PATH}`);
  const apiType = String(api.headers["content-type"] ?? "application/json");
  const apiBaseline = await startBaseline("API", api);
  const apiComparison = await compare(
    `GET ${API_PATH}`,
    `${origin}${API_PATH}`,
    apiBaseline,
    api.body,
    apiType,
  );

  // (2) The server-rendered business home page against the same answer from bare node:http.
  const home = await getOk(`${origin}/`);
  const homeBaseline = await startBaseline("static HTML", home);
  const homeComparison = await compare("GET / (SSR)", `${origin}/`, homeBaseline, home.body, "text/html");

  // (3) Site search latency over the seeded content, in the three languages.
  const search = IS_LOAD_ONLY ? undefined : await measureSearch(origin);

  // (4) Invoice PDFs: the first of a process, more on the running browser, and one already made.
  if (!IS_LOAD_ONLY) log("invoice PDFs");
  const documentPdfs = IS_LOAD_ONLY ? undefined : await measureDocumentPdfs();

  // (5) The coverage check, in process and over HTTP, with the seeded and 10,000 generated areas.
  if (!IS_LOAD_ONLY) log("coverage check");
  const inCoverage = IS_LOAD_ONLY ? undefined : await measureInCoverage();

  // (6) Payments settled once each under duplicate callbacks, in process.
  if (!IS_LOAD_ONLY) log("settlements");
  const settlements = IS_LOAD_ONLY ? undefined : await measureSettlements();

  // (7) Lighthouse, mobile.
  const { results: lighthouseResults, info: lighthouseInfo } = IS_LOAD_ONLY
    ? { results: [], info: {} }
    : await runLighthouse(origin);

  const cpus = os.cpus();
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    machine: {
      cpus: cpus.length,
      model: cpus[0]?.model.trim() ?? "unknown",
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      totalMemoryGiB: round(os.totalmem() / 1024 ** 3, 1),
      loadAverageAtStart,
    },
    settings: {
      ...LOAD,
      autocannonWorkers: 1,
      compression: "none (no accept-encoding header sent)",
      chromeFlags: CHROME_FLAGS,
    },
    load: [apiComparison, homeComparison],
    search,
    documentPdfs,
    inCoverage,
    settlements,
    lighthouse: lighthouseResults,
    lighthouseInfo,
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
  console.log(markdown(results));
  // A partial run does not replace the full results.
  if (IS_LOAD_ONLY) return;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, ".gitkeep"), "");
  fs.writeFileSync(path.join(RESULTS_DIR, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  log(`results written to ${path.relative(ROOT, path.join(RESULTS_DIR, "latest.json"))}`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error("\nbenchmark failed:", error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
// Lighthouse and autocannon can leave handles open; leave explicitly.
process.exit(failed ? 1 : 0);
