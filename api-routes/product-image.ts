import { productImageSvg } from "@/lib/catalogue/product-image";
import { activeProductSlugs, getProduct } from "@/lib/server/catalogue/cached-catalogue";

export async function productImageParams() {
  return (await activeProductSlugs()).map(({ slug }) => ({ file: `${slug}.svg` }));
}

/** The SVG illustration of a product, drawn from its container, size and colours. */
export async function handleProductImage(params: Promise<{ file: string }>): Promise<Response> {
  const { file } = await params;
  const slug = file.endsWith(".svg") ? file.slice(0, -4) : null;
  const product = slug && /^[a-z0-9-]{1,120}$/.test(slug) ? await getProduct(slug) : null;
  if (!product) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const svg = productImageSvg({ name: product.name, brand: product.brand, container: product.container, sizeMl: product.sizeMl, colours: product.colours });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" },
  });
}
