/**
 * The in-memory search engine on MiniSearch (decision 070): the products' text indexed with the title
 * weighing most, typos and prefixes forgiven (query-terms.ts), filters, counts and sorts over the kept
 * records (list-rules.ts), "Did you mean" from the catalogue's words (vocabulary.ts).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type SearchableMap from 'minisearch/SearchableMap';
import { filterAndCount, pageOf, type Candidate } from './list-rules';
import { toProductRecord, toProductText, type ProductRecord, type ProductText } from './product-record';
import {
  INNER_FIELD,
  queryTermsOf,
  SEARCH_OPTIONS,
  searchQueryOf,
  termPlansOf,
  VARIANTS_FIELD,
  WORD_FIELDS,
  type TermPlan,
} from './query-terms';
import type {
  CatalogChange,
  ProductSearchAnswer,
  ProductSearchEngine,
  ProductSearchRequest,
  ProductSuggestions,
} from './search-engine';
import { withSynonyms } from './synonyms';
import { innerPartsOf, wordsOf } from './text';
import { Vocabulary } from './vocabulary';

const newIndex = () =>
  new MiniSearch<ProductText>({
    fields: [...WORD_FIELDS, INNER_FIELD],
    extractField: (doc, field) => (field === INNER_FIELD ? doc.title : doc[field as keyof ProductText]),
    tokenize: (text, field) =>
      field === INNER_FIELD ? [...new Set(wordsOf(text).flatMap(innerPartsOf))] : withSynonyms(wordsOf(text), true),
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (term) => term },
  });

/** The title's words (as written) that contain a term the search matched in the title. */
const titleMatches = (title: string, result: SearchResult): string[] => {
  const terms = Object.entries(result.match)
    .filter(([, fields]) => fields.includes('title') || fields.includes(INNER_FIELD))
    .map(([term]) => term);
  return title.split(/\s+/).filter((word) => {
    const folded = wordsOf(word).join('');
    return folded && terms.some((term) => folded.includes(term));
  });
};

/**
 * The variant a result was found through: of the variants on sale, the one whose name holds the most
 * terms the search matched in the variants' names ("50 ml" is the 50 ml size, not the 30 ml), the first
 * in the admin's order on a tie; none when no term matched there.
 */
const matchedVariantOf = (record: ProductRecord, result: SearchResult): string | undefined => {
  const terms = Object.entries(result.match)
    .filter(([, fields]) => fields.includes(VARIANTS_FIELD))
    .map(([term]) => term);
  let best: { id: string; count: number } | undefined;
  for (const variant of record.variants) {
    const count = terms.filter((term) => variant.words.includes(term)).length;
    if (count > (best?.count ?? 0)) best = { id: variant.id, count };
  }
  return best?.id;
};

/** Each found product's matched variant, by product id (only those found through one). */
const matchedVariantsOf = (
  found: readonly { result: SearchResult; record: ProductRecord }[],
  ids: ReadonlySet<string>,
) =>
  Object.fromEntries(
    found.flatMap(({ result, record }) => {
      const variantId = ids.has(record.id) ? matchedVariantOf(record, result) : undefined;
      return variantId ? [[record.id, variantId]] : [];
    }),
  );

export class MiniSearchEngine implements ProductSearchEngine {
  private index = newIndex();
  private readonly records = new Map<string, ProductRecord>();
  /** The words each product gave the vocabulary, to take them back when it changes. */
  private readonly vocabularyText = new Map<string, string>();
  private readonly vocabulary = new Vocabulary();

  async apply(changes: readonly CatalogChange[], reset = false): Promise<void> {
    if (reset) {
      this.index = newIndex();
      this.records.clear();
      this.vocabularyText.clear();
      this.vocabulary.clear();
    }
    const added: ProductText[] = [];
    for (const change of changes) {
      if (this.records.delete(change.id)) {
        this.index.discard(change.id);
        this.vocabulary.remove(this.vocabularyText.get(change.id) ?? '');
        this.vocabularyText.delete(change.id);
      }
      if (change.kind === 'remove') continue;
      const text = toProductText(change.id, change.data);
      this.records.set(change.id, toProductRecord(change.id, change.data, change.version));
      const words = `${text.title} ${text.category}`;
      this.vocabularyText.set(change.id, words);
      this.vocabulary.add(words);
      added.push(text);
    }
    this.index.addAll(added);
  }

  size(): number {
    return this.records.size;
  }

  versionOf(id: string): number {
    return this.records.get(id)?.version ?? 0;
  }

  /**
   * The index's words starting with `prefix`, shortest first (then alphabetical), at most `limit`. Read
   * from MiniSearch's own term tree (its `_index`, a SearchableMap: the library keeps one tree for every
   * field), walked once without touching a posting list.
   */
  private prefixWords(prefix: string, limit: number): { all: boolean; words: string[] } {
    const tree = (this.index as unknown as { _index: SearchableMap<unknown> })._index;
    const words: string[] = [];
    for (const word of tree.atPrefix(prefix).keys()) if (word !== prefix) words.push(word);
    if (words.length <= limit) return { all: true, words };
    words.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    return { all: false, words: words.slice(0, limit) };
  }

  /** How a query is looked for: its terms (queryTermsOf), each with its bounded expansions. */
  plan(q: string): TermPlan[] {
    return this.planOf(queryTermsOf(q));
  }

  private planOf(terms: readonly string[]): TermPlan[] {
    return termPlansOf(terms, (prefix, limit) => this.prefixWords(prefix, limit));
  }

  /** The search's results (best first) for the terms, each with its record. */
  private found(terms: readonly string[]): { result: SearchResult; record: ProductRecord }[] {
    if (!terms.length) return [];
    return this.index.search(searchQueryOf(this.planOf(terms)), SEARCH_OPTIONS).flatMap((result) => {
      const record = this.records.get(result.id as string);
      return record ? [{ result, record }] : [];
    });
  }

  /** A query of catalogue words close to the terms, when it finds something. */
  private didYouMean(terms: readonly string[]): string | undefined {
    const corrected = terms.map((term) => this.vocabulary.closest(term) ?? term);
    if (corrected.every((word, i) => word === terms[i])) return undefined;
    return this.found(corrected).length ? corrected.join(' ') : undefined;
  }

  async search(request: ProductSearchRequest): Promise<ProductSearchAnswer> {
    const terms = request.q === undefined ? undefined : queryTermsOf(request.q);
    const found = terms ? this.found(terms) : [];
    const candidates: Iterable<Candidate> = terms
      ? found.map(({ result, record }) => ({ record, score: result.score }))
      : [...this.records.values()].map((record) => ({ record, score: 0 }));
    const { matched, facetCounts } = filterAndCount(candidates, request);
    const page = pageOf(matched, request, terms !== undefined);
    const didYouMean = terms?.length && !found.length ? this.didYouMean(terms) : undefined;
    const ids = page.map((record) => record.id);
    return {
      ids,
      matchedVariants: matchedVariantsOf(found, new Set(ids)),
      all: this.records.size,
      filtered: matched.length,
      facetCounts,
      ...(didYouMean ? { didYouMean } : {}),
    };
  }

  async suggest(q: string, limit: number): Promise<ProductSuggestions> {
    const terms = queryTermsOf(q);
    const found = this.found(terms);
    const didYouMean = terms.length && !found.length ? this.didYouMean(terms) : undefined;
    return {
      hits: found.slice(0, limit).map(({ result, record }) => {
        const matchedVariantId = matchedVariantOf(record, result);
        return {
          id: record.id,
          matches: titleMatches(record.title, result),
          ...(matchedVariantId ? { matchedVariantId } : {}),
        };
      }),
      total: found.length,
      ...(didYouMean ? { didYouMean } : {}),
    };
  }
}
