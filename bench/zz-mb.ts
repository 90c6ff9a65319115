import { benchMarketBrowser } from './market-browser.ts';
void benchMarketBrowser().then((ls) => ls.forEach((l) => console.log(l)));
