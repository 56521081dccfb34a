// Global set-up of the e2e project: one Chromium for every browser test file. Each file connects to it
// (launchBrowser) and gets its own contexts, which the server closes when that file disconnects.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
