/** Arabic: directories: agents, brokers, developers, owners (src/features/directory). The same keys as `../en/directory.ts`, plurals in Arabic's six forms. */
export const directory = {};
