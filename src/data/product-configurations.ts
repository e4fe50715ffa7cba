import {
  collection,
  doc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { readModels } from '../lib/product-configuration-model.ts';
import { readString, toDate } from './convert.ts';
import { packFields, unpackFields } from '../domain/packed-fields.ts';
import { type ProductModel, type ProductConfiguration } from '../domain/product-configurations.ts';

export function toProductConfiguration(id: string, data: DocumentData): ProductConfiguration {
  return {
    projectId: id,
    ownerId: readString(data, 'ownerId'),
    models: readModels(unpackFields('productConfigurations', { models: data.models }).models),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

export function createProductConfigurationsRepository(db: Firestore) {
  const configurations = collection(db, 'productConfigurations');
  return {
    async listOwned(ownerId: string): Promise<ProductConfiguration[]> {
      const found = await getDocs(query(configurations, where('ownerId', '==', ownerId)));
      return found.docs.map((d) => toProductConfiguration(d.id, d.data()));
    },

    /** A query rather than a get: the owner rule refuses a get of a document not yet made. */
    async getForProject(ownerId: string, projectId: string): Promise<ProductConfiguration | null> {
      const found = await getDocs(
        query(configurations, where('ownerId', '==', ownerId), where('projectId', '==', projectId)),
      );
      const first = found.docs[0];
      return first ? toProductConfiguration(first.id, first.data()) : null;
    },

    /** The first save creates the set (keyed by the project); later saves replace its models. */
    async save(ownerId: string, projectId: string, models: ProductModel[], exists: boolean) {
      const ref = doc(configurations, projectId);
      const stored = packFields('productConfigurations', { models });
      if (exists) await updateDoc(ref, { ...stored, updatedAt: serverTimestamp() });
      else
        await setDoc(ref, {
          ownerId,
          projectId,
          ...stored,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
    },

    /** Deletes a PBS project together with its configuration set (which may not exist). */
    async removeWithProject(projectId: string) {
      const batch = writeBatch(db);
      batch.delete(doc(db, 'pbsProjects', projectId));
      batch.delete(doc(configurations, projectId));
      await batch.commit();
    },
  };
}

export type ProductConfigurationsRepository = ReturnType<
  typeof createProductConfigurationsRepository
>;
