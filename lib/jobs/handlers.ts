// Every job kind of the application registers its handler here, so that the web server's worker
// and `npm run worker` run the same kinds.
export function registerJobHandlers(): void {}
