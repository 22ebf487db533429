import { SIGNED_URL_TTL_SECONDS, type SignedUrlResponse } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * A value starting with http is used as is; a storage key is signed for 5 minutes
 * (docs/product.md#api-uploads).
 */
export const signedUrlQueries = {
  forReference: (reference: string) =>
    queryOptions({
      queryKey: ['/api/signed-url', reference] as const,
      queryFn: async () =>
        /^https?:\/\//i.test(reference)
          ? reference
          : (await api.post<SignedUrlResponse>('/api/signed-url', { s3Key: reference })).signedUrl,
      // A signed URL stays usable for its lifetime; refetch a little before it ends.
      staleTime: (SIGNED_URL_TTL_SECONDS - 30) * 1000,
    }),
};
