/**
 * The case studies the home page's hero shows, in the order a buyer asks: can you pass our audit,
 * bring us back after a disaster, make us ship faster. The build stops if one no longer exists.
 */
export const HOME_PROOF_STUDIES = ['healthtech-soc2-aws-foundation', 'logistics-colocation-exit', 'field-service-saas-delivery-platform'] as const;
