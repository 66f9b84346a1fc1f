import { ProductsScreen } from "../products/products-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function ProductsRoute() {
  const { entry, view } = useScreen("products");
  return <ProductsScreen entry={entry} view={view} />;
}
