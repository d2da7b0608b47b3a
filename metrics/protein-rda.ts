/**
 * The adult RDA for protein (g per kg of body weight a day, IOM 2005). A plain number with no
 * imports, so that the browser module can carry it; constants.ts registers it with its source
 * (PROTEIN_REFERENCE_RANGES.rda).
 */
export const PROTEIN_RDA_G_PER_KG = 0.8
