import type { ForestProduct } from '#shared/api/schemas/product';
import { useMediaUrl } from './media-url';
import './forest.css';

/**
 * A forest's own tone of green (one of four, by its id): its image's place shows it, at the image's size, until the
 * image has arrived, and stands in for a forest without one. The same forest has the same tone on every page.
 */
function forestTone(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `forest-tone-${hash % 4}`;
}

/** A forest's satellite image (lazy), or its tone where it has none; `alt` says what it shows. */
export function ForestImage({ product, alt, className }: { product: ForestProduct; alt: string; className: string }) {
  const media = useMediaUrl();
  const image = product.satelliteData.imageHash;
  const tone = forestTone(product._id);
  return image ? (
    <img className={`${className} ${tone}`} src={media(image)} alt={alt} width={400} height={240} loading="lazy" decoding="async" />
  ) : (
    <span className={`${className} ${tone}`} aria-hidden="true" />
  );
}
