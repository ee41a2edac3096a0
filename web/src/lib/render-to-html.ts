import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * Server: the HTML of `page` once every Suspense boundary in it has finished (its lazy parts have
 * arrived), in one render. Every boundary is written in place: React would otherwise move a large one
 * to the end of the page with an inline script to put it back, which the page's script policy blocks.
 */
export const renderToHtml = async (page: ReactNode, signal?: AbortSignal): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(page, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};
