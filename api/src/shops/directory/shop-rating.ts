/**
 * A 4.9 from 7 reviews says less than a 4.7 from 700. The Bayesian average pulls a rating
 * toward a neutral prior by as many reviews as the prior is worth, so few reviews move a shop
 * little and many reviews let its own rating speak.
 */

/** A good but unremarkable shop: an assumption, chosen below the bar for "highly rated". */
export const PRIOR_RATING = 4.2;
/** How many reviews the prior counts as. */
export const PRIOR_REVIEWS = 25;

export function bayesianRating(rating: number, reviewCount: number): number {
  return (PRIOR_RATING * PRIOR_REVIEWS + rating * reviewCount) / (PRIOR_REVIEWS + reviewCount);
}

/**
 * The bar for shops that take managed repairs, where we vouch for the shop: a Bayesian rating
 * of at least 4.5 and at least 50 reviews. With 50 reviews that needs a listed 4.65 or better;
 * with 500 reviews, 4.52.
 */
export const HIGHLY_RATED = { minBayesianRating: 4.5, minReviews: 50 } as const;

export function isHighlyRated(shop: { rating: number; reviewCount: number }): boolean {
  return (
    shop.reviewCount >= HIGHLY_RATED.minReviews &&
    bayesianRating(shop.rating, shop.reviewCount) >= HIGHLY_RATED.minBayesianRating
  );
}
