/** English: directories: agents, brokers, developers, owners (src/features/directory). Arabic has the same keys in `../ar/directory.ts`. */
export const directory = {};
