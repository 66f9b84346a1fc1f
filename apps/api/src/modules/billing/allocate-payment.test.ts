import { describe, expect, it } from "vitest";
import { allocateOldestFirst } from "./allocate-payment";

describe("allocating money to unpaid invoices", () => {
  const invoices = [
    { id: 1, totalCents: 1100 },
    { id: 2, totalCents: 2200 },
    { id: 3, totalCents: 500 },
  ];

  it("settles whole invoices oldest first and keeps the rest as credit", () => {
    expect(allocateOldestFirst(invoices, 3400)).toEqual({ settledIds: [1, 2], restCents: 100 });
    expect(allocateOldestFirst(invoices, 3800)).toEqual({ settledIds: [1, 2, 3], restCents: 0 });
    expect(allocateOldestFirst(invoices, 5000)).toEqual({ settledIds: [1, 2, 3], restCents: 1200 });
  });

  it("stops at the first invoice it cannot cover rather than paying a newer smaller one", () => {
    expect(allocateOldestFirst(invoices, 1500)).toEqual({ settledIds: [1], restCents: 400 });
    expect(allocateOldestFirst(invoices, 1000)).toEqual({ settledIds: [], restCents: 1000 });
  });

  it("keeps everything as credit when nothing is due", () => {
    expect(allocateOldestFirst([], 700)).toEqual({ settledIds: [], restCents: 700 });
  });
});
