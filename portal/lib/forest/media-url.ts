import { mediaUrl } from '#shared/api/endpoints/media';
import { useServices } from '../services';

/** The URL of a media file (GET /media/get on the API origin) for images and document downloads. */
export function useMediaUrl(): (hash: string, size?: string) => string {
  const { api } = useServices();
  return (hash, size) => mediaUrl(api, hash, size);
}
