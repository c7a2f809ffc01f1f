/** The sample decks of the repository's decks/ folder, bundled as text (nothing is fetched at run time). */
const files = import.meta.glob('../../../../decks/*.txt', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export interface SampleDeck {
  /** The file name without folder or extension: `blue-black-prepare`. */
  name: string;
  source: string;
  text: string;
}

export const SAMPLE_DECKS: SampleDeck[] = Object.entries(files)
  .map(([path, text]) => {
    const file = path.split('/').pop()!;
    return { name: file.replace(/\.txt$/, ''), source: `decks/${file}`, text };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
