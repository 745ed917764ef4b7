/**
 * The social plugin's client-safe face: the latest post's answer and the notice board's relative
 * ages. Nothing here loads Payload; server code is in `./index.ts`.
 */
export type { LatestPostResponse } from './domain/latestPost'
export { relativeAge } from './domain/relativeAge'
