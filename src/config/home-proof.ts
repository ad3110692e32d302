/**
 * The case studies whose headline results the home page's hero shows, in the order a cloud,
 * security and delivery buyer asks: can you pass our audit (SOC 2), can you bring us back after a
 * disaster (recovery), can you make us ship faster (lead time). Ids of content/case-studies; the
 * build stops if one no longer exists.
 */
export const HOME_PROOF_STUDIES = ['healthtech-soc2-aws-foundation', 'logistics-colocation-exit', 'field-service-saas-delivery-platform'] as const;
