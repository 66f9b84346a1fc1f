import { afterEach, vi } from "vitest";

// A stray console.error is a bug the test did not notice: fail on it (expected ones are spied on).
const originalError = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error called: ${args.map(String).join(" ")}`);
};
