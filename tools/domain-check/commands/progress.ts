import { counted } from '../core/plural.ts';

/** While checks run: on a terminal, a live line on stderr; otherwise one quiet line, so logs stay readable. */
export interface Progress {
  update(queries: number): void;
  domainDone(): void;
  end(): void;
}

export function createProgress(domainCount: number, write: (text: string) => void, isTty: boolean): Progress {
  let done = 0;
  let queries = 0;
  let last = 0;
  const render = (): void => {
    write(
      `\r\u001b[2KChecking ${counted(domainCount, 'domain')}… ${done}/${domainCount} done, ${counted(queries, 'query', 'queries')} sent`,
    );
  };
  if (!isTty) write(`domain-check: checking ${counted(domainCount, 'domain')}…\n`);
  return {
    update(count) {
      queries = count;
      if (isTty && Date.now() - last > 100) {
        last = Date.now();
        render();
      }
    },
    domainDone() {
      done += 1;
      if (isTty) render();
    },
    end() {
      if (isTty) write('\r\u001b[2K');
    },
  };
}
