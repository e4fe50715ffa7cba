/** A serial-number range of one variant and the modifications embodied in it. */
export type SerialRange = { id: string; from: string; to: string; modifications: string[] };

export type ProductVariant = { id: string; code: string; name: string; ranges: SerialRange[] };

/** A model, identified by its S1000D model identification code. */
export type ProductModel = {
  id: string;
  modelIdentCode: string;
  name: string;
  variants: ProductVariant[];
};

/** One PBS project's configuration set; its document id is the project's id. */
export type ProductConfiguration = {
  projectId: string;
  ownerId: string;
  models: ProductModel[];
  createdAt: Date | null;
  updatedAt: Date | null;
};
