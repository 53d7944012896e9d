// A small intent classifier: multinomial naive Bayes over word unigrams, word bigrams and the
// character trigrams of each word (so "delivry" still shares most of its features with
// "delivery"). Trained in a few milliseconds from the phrasings in
// content/assistant/intent-phrasings.json, which the repo ships; nothing is downloaded. Pure: the
// caller supplies the training data, so tests can train on part of it and score the rest.

export interface TrainingSet {
  [label: string]: readonly string[];
}

export interface Classifier {
  labels: readonly string[];
  /** Whether the word was in any training phrasing. */
  knows(token: string): boolean;
  /** Labels with their probabilities, most likely first. */
  rank(tokens: readonly string[]): { label: string; probability: number }[];
}

/** Features of a tokenised text: words, adjacent pairs, and trigrams of words of four letters or more. */
export function featuresOf(tokens: readonly string[]): string[] {
  const features: string[] = [];
  tokens.forEach((token, index) => {
    features.push(`w:${token}`);
    if (index > 0) features.push(`b:${tokens[index - 1]}_${token}`);
    if (token.length >= 4 && !token.startsWith("<")) {
      const padded = `^${token}$`;
      for (let i = 0; i + 3 <= padded.length; i += 1) features.push(`c:${padded.slice(i, i + 3)}`);
    }
  });
  if (tokens.length <= 3) features.push(`len:${tokens.length}`);
  return features;
}

/** Words as the classifier sees them: lower case, letters, digits and placeholders like <drink>. */
export function tokenise(text: string): string[] {
  return (text.toLowerCase().match(/<[a-z]+>|[\p{L}\p{N}]+(?:['’][a-z]+)?/gu) ?? []).map(stem);
}

/** A light stemmer: plurals and -ing/-ed endings go, so "returns" and "return" are one word. */
export function stem(token: string): string {
  if (token.startsWith("<") || token.length <= 4) return token.replace(/(?<=[a-z]{3})s$/, "");
  return token.replace(/(ies)$/, "y").replace(/(?<=[a-z]{3})(ing|ed)$/, "").replace(/(?<=[a-z]{3}[^s])s$/, "");
}

// Character trigrams are many and individually weak, and a word pair repeats its two words: both
// count less than a whole word. (Weights and smoothing chosen by 5-fold cross-validation over the
// phrasings: tests/assistant-reading.test.ts.)
const weightOf = (feature: string) => (feature.startsWith("c:") ? 0.25 : feature.startsWith("b:") ? 0.5 : 1);

export function trainClassifier(training: TrainingSet, prepare: (text: string) => string[] = tokenise): Classifier {
  const labels = Object.keys(training).sort();
  const vocabulary = new Set<string>();
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  for (const label of labels) {
    const featureCounts = new Map<string, number>();
    let total = 0;
    for (const text of training[label]) {
      for (const feature of featuresOf(prepare(text))) {
        const weight = weightOf(feature);
        featureCounts.set(feature, (featureCounts.get(feature) ?? 0) + weight);
        total += weight;
        vocabulary.add(feature);
      }
    }
    counts.set(label, featureCounts);
    totals.set(label, total);
  }
  const alpha = 0.1;
  const size = vocabulary.size;
  // Every label is as likely as any other before the words are seen: the phrasings' counts per
  // label say how much was written, not how often shoppers ask.
  const prior = Math.log(1 / labels.length);
  return {
    labels,
    knows: (token) => vocabulary.has(`w:${token}`),
    rank(tokens) {
      const features = featuresOf(tokens).filter((feature) => vocabulary.has(feature));
      const scores = labels.map((label) => {
        const featureCounts = counts.get(label)!;
        const denominator = Math.log(totals.get(label)! + alpha * size);
        let score = prior;
        for (const feature of features) score += weightOf(feature) * (Math.log((featureCounts.get(feature) ?? 0) + alpha) - denominator);
        return { label, score };
      });
      const best = Math.max(...scores.map((entry) => entry.score));
      const sum = scores.reduce((total, entry) => total + Math.exp(entry.score - best), 0);
      return scores.map((entry) => ({ label: entry.label, probability: Math.exp(entry.score - best) / sum })).sort((a, b) => b.probability - a.probability);
    },
  };
}
