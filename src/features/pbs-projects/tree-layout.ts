export const ROW_HEIGHT = 40;
export const rowDomId = (id: string) => `pbs-item-${id}`;
