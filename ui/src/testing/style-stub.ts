/** Stands for a stylesheet import in component tests: jsdom lays nothing out. */
export default {};
