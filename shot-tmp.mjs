import { chromium } from '@playwright/test';
const [url, out, w, h] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
const page = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto(url);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await b.close();
