// Every module's tables, gathered for drizzle-kit and the database client. Modules never read
// each other's tables; this file only lets migrations see them all.

export * from "../modules/billing/tables";
export * from "../modules/billing/tickets/tables";
export * from "../modules/captcha/tables";
export * from "../modules/catalog/tables";
export * from "../modules/content/tables";
export * from "../modules/enquiries/tables";
export * from "../modules/identity/tables";
export * from "../modules/map/tables";
export * from "../modules/media/tables";
export * from "../modules/notifications/tables";
export * from "../modules/orders/tables";
export * from "../modules/payments/tables";
export * from "../modules/search/tables";
export * from "../modules/selfcare/tables";
export * from "../modules/survey/tables";
