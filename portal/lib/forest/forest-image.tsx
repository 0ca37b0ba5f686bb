import type { ForestProduct } from '#shared/api/schemas/product';
import { usePortalText } from '../language';
import { useMediaUrl } from './media-url';

/**
 * A forest's own tone of green (one of four, by its id): its image's place shows it, at the image's size, until the
 * image has arrived, and stands in for a forest without one. The same forest has the same tone on every page.
 */
function forestTone(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `forest-tone-${hash % 4}`;
}

/**
 * A forest's picture (lazy), or its tone where it has none. Its text says what the API says it is (an illustration, a
 * satellite image, a photo), and only "picture" where the API does not say: a drawing is never called a satellite image.
 */
export function ForestImage({ product, className }: { product: ForestProduct; className: string }) {
  const { t } = usePortalText();
  const media = useMediaUrl();
  const alt = t(`forests.image.${product.satelliteData.imageKind ?? 'other'}`, { name: product.name });
  const image = product.satelliteData.imageHash;
  const tone = forestTone(product._id);
  return image ? (
    <img className={`${className} ${tone}`} src={media(image)} alt={alt} width={400} height={240} loading="lazy" decoding="async" />
  ) : (
    <span className={`${className} ${tone}`} aria-hidden="true" />
  );
}
