/**
 * Ranking by rating (issue #37; decision 0060): a Bayesian average, as if every pandit had RATING_PRIOR_WEIGHT more
 * reviews of RATING_PRIOR_MEAN stars, so a 5.0 from one review does not rank above a 4.8 from four. Only for ordering:
 * the shown rating stays the plain average of the reviews.
 */
export const RATING_PRIOR_MEAN = 4;
export const RATING_PRIOR_WEIGHT = 3;

/** The score a pandit is ranked by, from the average rating and the number of reviews. */
export const rankedRating = (rating: number, reviewCount: number) =>
  (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + rating * reviewCount) / (RATING_PRIOR_WEIGHT + reviewCount);

/** The same score as SQL over a table's `rating` and `review_count` columns (`alias.` prefixed when given). */
export const rankedRatingSql = (alias = '') =>
  `((${RATING_PRIOR_WEIGHT} * ${RATING_PRIOR_MEAN} + ${alias}rating * ${alias}review_count) / (${RATING_PRIOR_WEIGHT} + ${alias}review_count))`;
